import type { HelpPage } from '../types';

/** /returns in Somali. */
export const so: HelpPage = {
  title: 'Celinta iyo beddelka (Returns & Exchanges)',
  intro:
    "Go'aankaaga ma beddeshay, mise wax baa khaldan? Waa kan waxa aad samayn karto tallaabo kasta oo dalabka ah.",
  sections: [
    {
      heading: 'Intaanu bixin: jooji',
      text: [
        'Inta dalabkaagu yahay Placed, Confirmed ama Packed, ka jooji boggiisa My Account oo sheeg sababta. Wixii aad bixisay waa laguu celinayaa.',
      ],
    },
    {
      heading: 'Marka laguu keeno: celi',
      text: [
        'Marka dalabku Delivered noqdo, boggiisa ka dooro Celi (Return) oo noo sheeg sababta. Dalabku wuxuu muujinayaa Return requested ilaa aan alaabta qaadno; kadib waa Returned.',
      ],
    },
    {
      heading: 'Lacag celintaada',
      items: [
        'Haddii aad wallet-ka ka bixisay: wallet-kaaga Suuq ayaa lagu celiyaa.',
        'Haddii aad mobile money ku bixisay: telefoonkii lacagta bixiyay (EVC Plus, Zaad, Sahal, eDahab), ama wallet-kaaga haddii aad doorato.',
        'Haddii aad cash on delivery ku bixisay: mobile money, wallet-kaaga ama lacag caddaan ah, sida aad doorato.',
      ],
    },
    {
      heading: 'Beddelka',
      text: [
        'Celi alaabta oo dalbo cabbirka ama midabka aad rabto: dalabka cusub isla markiiba wuu baxayaa.',
      ],
    },
    { heading: 'Dhibcaha', text: ['Dhibcihii dalab la celiyay waa la celinayaa.'] },
  ],
};
