import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /legal in English. */
export const en: HelpPage = {
  title: 'Legal information',
  intro: 'Who runs this shop and how to reach us.',
  sections: [
    { heading: 'Operator', text: [`Suuq, ${CONTACT.address}, Somalia.`] },
    { heading: 'Contact', text: [`${CONTACT.email}`] },
    {
      heading: 'Your data',
      text: [
        'How we use your name, phone, e-mail and addresses is described in our Privacy Policy.',
      ],
    },
  ],
};
