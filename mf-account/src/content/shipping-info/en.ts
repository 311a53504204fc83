import type { HelpPage } from '../types';

/** /shipping-info in English. */
export const en: HelpPage = {
  title: 'Shipping and delivery',
  intro:
    'We deliver from our stock locations in Muqdisho, Hargeisa and Kismaayo. Each order ships from the nearest location that has the item.',
  sections: [
    {
      heading: 'Banadir (Mogadishu)',
      items: [
        'Standard: $1.50, 1-2 days. Free on orders of $25.00 or more from one stock location.',
        'HAAD EXPRESS: $3.50, same day / next day. Only in Banadir, where our warehouse is.',
        'Outlying districts cost a little more: Kaxda, Deyniile, Garasbaaley and Gubadley +$1.00, Heliwaa +$0.50.',
      ],
    },
    {
      heading: 'Other regions of Somalia (Standard)',
      items: [
        'Jubbada Hoose: $2.50, 1-3 days (free from $40.00)',
        'Shabeellaha Hoose: $3.00, 2-3 days (free from $50.00)',
        'Shabeellaha Dhexe: $3.50, 2-4 days (free from $50.00)',
        'Bay and Jubbada Dhexe: $4.50, 2-5 days (free from $75.00)',
        'Hiiraan: $5.00, Galguduud and Mudug: $5.50, 3-5 days (free from $75.00)',
        'Bakool: $6.00, 4-7 days; Nugaal, Bari and Gedo: $6.50, 4-7 days (free from $75.00)',
      ],
    },
    {
      heading: 'Somaliland',
      items: [
        'Maroodi Jeex (Hargeisa): $2.00, 1-3 days (free from $40.00)',
        'Saaxil: $3.50; Awdal and Togdheer: $4.00, 2-4 days',
        'Sool: $6.00; Sanaag: $6.50, 4-7 days (free from $75.00)',
      ],
    },
    {
      heading: 'Abroad',
      text: [
        'We ship to Kenya, Uganda, Djibouti, Ethiopia, Egypt and Saudi Arabia: from $8.00 (Somali Region of Ethiopia) to $29.00 (Madinah and the Eastern Province of Saudi Arabia), 3 to 13 days. Free delivery abroad from $200.00. The checkout shows the exact fee for your address.',
      ],
    },
    {
      heading: 'On delivery day',
      text: [
        'The courier calls the phone on your address. Keep it on, and add a landmark to your address (e.g. "Near Hodan market, blue gate").',
      ],
    },
  ],
};
