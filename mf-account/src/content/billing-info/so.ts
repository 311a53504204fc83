import type { HelpPage } from '../types';

/** /billing-info in Somali. */
export const so: HelpPage = {
  title: 'Lacag bixinta (Billing)',
  intro:
    'Qiimayaashu waa doollar (USD). Waxaad bixisaa alaabta iyo qiimaha gaadsiinta ee checkout-ka ka muuqda, wax kale ma jiraan.',
  sections: [
    {
      heading: 'Cash on delivery',
      text: [
        'Darawalka lacag caddaan ah sii marka dalabku yimaado. Fadlan diyaarso lacagta saxda ah.',
      ],
    },
    {
      heading: 'Mobile money',
      items: ['EVC Plus (Hormuud)', 'Zaad (Telesom)', 'Sahal (Golis)', 'eDahab (Somtel)'],
      text: [
        'Telefoonkaaga ayaa fariin kuugu imaanaysa, PIN-kaaga ku ansixi. Haddii aadan waqtiga ku ansixin, waxba lagaama jarayo, mar kalena waad isku dayi kartaa.',
      ],
    },
    {
      heading: 'Wallet-ka Suuq',
      text: [
        'Ku shubo wallet-kaaga mobile money My Account › Wallet, kadibna hal taabasho ku bixi dalabyada. Lacagaha la celiyo iyo dhibcaha la beddelo sidoo kale wallet-ka ayay galaan.',
      ],
    },
    {
      heading: 'Rasiidhada',
      text: [
        'Dalab kasta wuxuu My Account ku leeyahay bog u gaar ah: alaabta, qiimaha gaadsiinta, wadarta iyo habka lacag bixinta.',
      ],
    },
  ],
};
