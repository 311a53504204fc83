import type { HelpPage } from '../types';
import { CONTACT } from '../contact';

/** /business in Somali. */
export const so: HelpPage = {
  title: 'Suuq ganacsiga (Business)',
  intro: 'Ka iibi Suuq, ama u iibso dukaankaaga, xafiiskaaga ama dugsigaaga.',
  sections: [
    {
      heading: 'Nala iibi',
      text: [
        'Iibiyeyaashu waxay soo bandhigaan alaabtooda, kaydka waxay dhigaan goobahayaga, annaguna waxaan qabannaa lacag bixinta, gaadsiinta iyo celinta. Lacagta waxaa loo diraa akoonkaaga mobile money.',
      ],
    },
    {
      heading: 'Iibsi badan',
      text: ['Shirkadaha iyo dugsiyadu waxay dalban karaan tiro badan, hal biil iyo hal cinwaan.'],
    },
    {
      heading: 'Nala hadal',
      text: [`U qor ${CONTACT.email} magaca shirkaddaada iyo waxa aad iibiso ama u baahan tahay.`],
    },
  ],
};
