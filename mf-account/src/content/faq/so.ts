import type { HelpPage } from '../types';

/** /faq in Somali. */
export const so: HelpPage = {
  title: "Su'aalaha badanaa la is weydiiyo (FAQs)",
  intro:
    "Jawaabo gaaban oo ku saabsan su'aalaha ugu badan ee macaamiisheenna. Wax kale? Noogu qor support@suuq.so.",
  sections: [
    {
      heading: 'Sideen u bixiyaa lacagta?',
      text: [
        'Lacag caddaan ah marka laguu keeno (cash on delivery), wallet-kaaga Suuq, ama mobile money: EVC Plus, Zaad, Sahal iyo eDahab. Lacagta mobile money waxaad ku ansixisaa telefoonkaaga PIN-kaaga; weligeen kuma weydiinno.',
      ],
    },
    {
      heading: "Intee in le'eg ayay qaadataa gaadsiintu?",
      text: [
        'Banadir: 1-2 maalmood Standard, ama isla maalinta / maalinta xigta HAAD EXPRESS. Gobollada kale ee Soomaaliya: 1 ilaa 7 maalmood; eeg Shipping si aad u aragto gobol kasta.',
      ],
    },
    {
      heading: 'Ma joojin karaa dalab?',
      text: [
        'Haa, inta uu yahay Placed, Confirmed ama Packed: ka fur My Account oo dooro Jooji (Cancel). Markuu Shipped noqdo lama joojin karo, laakiin waad celin kartaa marka laguu keeno.',
      ],
    },
    {
      heading: 'Sidee bay u shaqeeyaan celintu?',
      text: [
        'Marka laguu keeno, ka codso celin bogga dalabka. Lacagta waxaa lagu celiyaa wallet-kaaga ama habkii aad ku bixisay. Eeg Returns & Exchanges.',
      ],
    },
    {
      heading: 'Waa maxay dhibcaha xubinnimada?',
      text: [
        '1 dhibic $1 kasta oo dalabyadaada la keenay ah. 100 dhibcood = $1 lacag wallet ah, laga beddelo My Account boqollaal ahaan.',
      ],
    },
    {
      heading: 'Sideen ula socdaa dalabkayga?',
      text: [
        'Isticmaal Track Orders iyo lambarka dalabka (SQ-…), ama ka fur dalabka My Account si aad u aragto tallaabo kasta iyo darawalka.',
      ],
    },
    {
      heading: 'Waan illaaway furaha sirta',
      text: [
        'Dooro Forgot password daaqadda galitaanka: waxaan e-mail-kaaga u dirnaa kood 6 tiro ah. Beddelka furaha sirta wuxuu ka saaraa qalab kasta oo kale.',
      ],
    },
  ],
};
