import type { HelpPage } from '../types';

/** /terms in Somali. */
export const so: HelpPage = {
  title: 'Shuruudaha (Terms and conditions)',
  intro:
    'Shuruudahan waxay khuseeyaan marka aad Suuq wax ka iibsato. Markaad dalab sameyso waad aqbashay.',
  sections: [
    {
      heading: 'Akoonkaaga',
      text: [
        "Waa inaad jirtaa ugu yaraan 13 sano. Furaha sirta qarso; adiga ayaa mas'uul ka ah dalabyada akoonkaaga laga sameeyo.",
      ],
    },
    {
      heading: 'Dalabyada iyo qiimayaasha',
      text: [
        'Qiimayaashu waa doollar; qiimaha gaadsiinta waa la muujiyaa intaadan bixin. Dalab waa la aqbalay marka uu Confirmed noqdo.',
      ],
    },
    {
      heading: 'Lacag bixinta',
      text: [
        'Cash on delivery, wallet-ka Suuq, EVC Plus, Zaad, Sahal ama eDahab. Lacagta wallet-ka laguma beddeli karo lacag caddaan ah.',
      ],
    },
    {
      heading: 'Joojinta iyo celinta',
      text: ['Jooji intaanu bixin; celi marka laguu keeno, sida Returns & Exchanges ku qoran.'],
    },
    {
      heading: 'Dhibcaha xubinnimada',
      text: [
        '1 dhibic $1 kasta oo dalab la keenay ah; 100 dhibcood = $1 lacag wallet ah. Dhibcaha dalabyada la celiyo waa la celinayaa.',
      ],
    },
  ],
};
