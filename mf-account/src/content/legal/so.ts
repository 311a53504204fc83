import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /legal in Somali. */
export const so: HelpPage = {
  title: 'Macluumaadka sharciga (Legal)',
  intro: 'Cidda dukaankan maamusha iyo sida nalooga soo xiriiro.',
  sections: [
    { heading: 'Maamulaha', text: [`Suuq, ${CONTACT.address}, Soomaaliya.`] },
    { heading: 'Xiriirka', text: [`${CONTACT.email}`] },
    {
      heading: 'Xogtaada',
      text: [
        'Sida aan u isticmaalno magacaaga, telefoonkaaga, e-mail-kaaga iyo cinwaannadaada waxaa lagu sharxay Privacy Policy-gayaga.',
      ],
    },
  ],
};
