import type { HelpPage } from '../types';

/** /platforms in Somali. */
export const so: HelpPage = {
  title: 'Goobahayaga (Platforms)',
  intro: 'Ka iibso Suuq meel kasta oo aad joogto.',
  sections: [
    {
      heading: 'Websaydhka',
      text: [
        'suuq.so wuxuu ka shaqeeyaa browser kasta oo telefoon ah, xitaa internet gaabis ah, wuuna xasuustaa gaarigaaga (cart).',
      ],
    },
    {
      heading: 'Live shopping',
      text: [
        'Daawo iibiyeyaasha oo alaabta si toos ah u soo bandhigaya, oo iibso adigoon ka bixin.',
      ],
    },
    {
      heading: 'WhatsApp',
      text: [
        'Koodhadhka, warbixinnada dalabka iyo la-taliyeyaashayadu WhatsApp ayay kugu soo gaaraan.',
      ],
    },
  ],
};
