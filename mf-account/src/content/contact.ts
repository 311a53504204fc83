/** The shop's e-mail and address as the help pages state them (every page's "Need help?" box). */
export const CONTACT = {
  email: 'support@suuq.so',
  address: 'Maka Al-Mukarama Road, Hodan, Mogadishu',
} as const;
