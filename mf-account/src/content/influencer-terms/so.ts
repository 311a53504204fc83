import type { HelpPage } from '../types';

/** /influencer-terms in Somali. */
export const so: HelpPage = {
  title: 'Shuruudaha influencer-ka',
  intro:
    'Loogu talagalay abuurayaasha soo bandhiga alaabta Suuq live shopping ama baraha bulshada.',
  sections: [
    {
      heading: 'Run sheeg',
      text: [
        'Si cad u sheeg inaad la shaqeyso Suuq. Muuji alaabta dhabta ah iyo qiimaheeda dhabta ah.',
      ],
    },
    {
      heading: 'Koodhadhka referral-ka',
      text: [
        'Macaamiisha ku diiwaangasha koodhkaaga referral-ka adiga ayaa laguu xisaabiyaa; komishanka waxaa bil kasta laguugu bixiyaa mobile money.',
      ],
    },
    {
      heading: 'Lama oggola',
      items: [
        'Ballanqaadka waqtiyo gaadsiin ama qiimo dhimis aan dukaanku bixin',
        'Wax been ah, nacayb leh ama aan carruurta u ammaan ahayn',
      ],
    },
  ],
};
