import type { HelpPage } from '../types';

/** /shipping-info in Somali. */
export const so: HelpPage = {
  title: 'Gaadsiinta (Shipping)',
  intro:
    'Waxaan ka keennaa goobaha kaydka ee Muqdisho, Hargeisa iyo Kismaayo. Dalab kasta wuxuu ka baxaa goobta ugu dhow ee alaabta haysa.',
  sections: [
    {
      heading: 'Banadir (Muqdisho)',
      items: [
        'Standard: $1.50, 1-2 maalmood. Bilaash dalabyada $25.00 ama ka badan ee hal goob ka baxa.',
        'HAAD EXPRESS: $3.50, isla maalinta / maalinta xigta. Banadir oo kaliya, halka bakhaarkeennu yaal.',
        'Degmooyinka fog wax yar ayay ka qaalisan yihiin: Kaxda, Deyniile, Garasbaaley iyo Gubadley +$1.00, Heliwaa +$0.50.',
      ],
    },
    {
      heading: 'Gobollada kale ee Soomaaliya (Standard)',
      items: [
        'Jubbada Hoose: $2.50, 1-3 maalmood (bilaash $40.00 wixii ka badan)',
        'Shabeellaha Hoose: $3.00, 2-3 maalmood (bilaash $50.00 wixii ka badan)',
        'Shabeellaha Dhexe: $3.50, 2-4 maalmood (bilaash $50.00 wixii ka badan)',
        'Bay iyo Jubbada Dhexe: $4.50, 2-5 maalmood (bilaash $75.00 wixii ka badan)',
        'Hiiraan: $5.00, Galguduud iyo Mudug: $5.50, 3-5 maalmood (bilaash $75.00 wixii ka badan)',
        'Bakool: $6.00, 4-7 maalmood; Nugaal, Bari iyo Gedo: $6.50, 4-7 maalmood (bilaash $75.00 wixii ka badan)',
      ],
    },
    {
      heading: 'Somaliland',
      items: [
        'Maroodi Jeex (Hargeisa): $2.00, 1-3 maalmood (bilaash $40.00 wixii ka badan)',
        'Saaxil: $3.50; Awdal iyo Togdheer: $4.00, 2-4 maalmood',
        'Sool: $6.00; Sanaag: $6.50, 4-7 maalmood (bilaash $75.00 wixii ka badan)',
      ],
    },
    {
      heading: 'Dibadda',
      text: [
        'Waxaan u dirnaa Kenya, Uganda, Djibouti, Ethiopia, Egypt iyo Saudi Arabia: $8.00 (Soomaali Galbeed) ilaa $29.00 (Madinah iyo Eastern Province ee Saudi Arabia), 3 ilaa 13 maalmood. Gaadsiin bilaash ah dibadda $200.00 wixii ka badan. Checkout-ku wuxuu muujiyaa qiimaha saxda ah ee cinwaankaaga.',
      ],
    },
    {
      heading: 'Maalinta gaadsiinta',
      text: [
        'Darawalku wuxuu wacaa telefoonka cinwaankaaga. Daar, kuna dar calaamad cinwaankaaga (tusaale: "Suuqa Hodan agtiisa, albaab buluug ah").',
      ],
    },
  ],
};
