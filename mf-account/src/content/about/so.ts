import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /about in Somali. */
export const so: HelpPage = {
  title: 'Nagu saabsan (About Suuq)',
  intro:
    'Suuq waa dukaan online ah oo Muqdisho ka shaqeeya, una adeega macaamiisha Soomaaliya, Somaliland iyo gobolka.',
  sections: [
    {
      heading: 'Waxa aan qabanno',
      text: [
        'Waxaan albaabkaaga keennaa qurxinta, dharka, elektaroonigga iyo alaabta guriga ee iibiyeyaal la isku halleyn karo, cash on delivery iyo mobile money, af Soomaali iyo English.',
      ],
    },
    {
      heading: 'Halka aan joogno',
      text: [`${CONTACT.address}. Goobaha kaydka: Muqdisho, Hargeisa iyo Kismaayo.`],
    },
    {
      heading: 'Nala soo xiriir',
      text: [`E-mail ${CONTACT.email}, ama WhatsApp nooga soo qor bog kasta oo alaab ah.`],
    },
  ],
};
