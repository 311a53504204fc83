/**
 * The help and company pages of the footer (spec §2 Footer), in the shop's two languages. Facts
 * here must match the shop: delivery fees and times are server/src/delivery/zones.ts, order
 * states and refunds server/src/orders/README.md, points server/src/wallet/README.md.
 * Change those and this together.
 */
import type { Language } from 'shared-ui';

export interface HelpSection {
  heading: string;
  /** Paragraphs, then an optional list. */
  text?: string[];
  items?: string[];
}
export interface HelpPage {
  title: string;
  intro: string;
  sections: HelpSection[];
}

export const HELP_PATHS = [
  '/faq',
  '/shipping-info',
  '/billing-info',
  '/returns',
  '/about',
  '/business',
  '/platforms',
  '/terms',
  '/legal',
  '/influencer-terms',
] as const;
export type HelpPath = (typeof HELP_PATHS)[number];

export const CONTACT = {
  email: 'support@suuq.so',
  address: 'Maka Al-Mukarama Road, Hodan, Mogadishu',
} as const;

const en: Record<HelpPath, HelpPage> = {
  '/faq': {
    title: 'Frequently asked questions (FAQs)',
    intro:
      'Short answers to what shoppers in Somalia ask us most. Still stuck? Write to support@suuq.so.',
    sections: [
      {
        heading: 'How do I pay?',
        text: [
          'Cash on delivery, your Suuq wallet, or mobile money: EVC Plus, Zaad, Sahal and eDahab. You approve a mobile money payment on your phone with your PIN; we never ask for it.',
        ],
      },
      {
        heading: 'How long does delivery take?',
        text: [
          'In Banadir, 1-2 days with Standard delivery, or the same day / next day with HAAD EXPRESS. Other regions of Somalia take 1 to 7 days depending on the distance; see Shipping for every region.',
        ],
      },
      {
        heading: 'Can I cancel an order?',
        text: [
          'Yes, while it is Placed, Confirmed or Packed: open it in My Account and choose Cancel. Once it has Shipped it can no longer be cancelled, but you can return it after delivery.',
        ],
      },
      {
        heading: 'How do returns work?',
        text: [
          'After delivery, ask for a return from the order page. The refund goes to your wallet or back to the way you paid. See Returns & Exchanges.',
        ],
      },
      {
        heading: 'What are membership points?',
        text: [
          'You earn 1 point for every $1 of delivered orders. 100 points = $1 of wallet credit, redeemed in hundreds from My Account.',
        ],
      },
      {
        heading: 'How do I follow my order?',
        text: [
          'Use Track Orders with your order number (SQ-…), or open the order in My Account to see every step and the courier.',
        ],
      },
      {
        heading: 'I forgot my password',
        text: [
          'Choose Forgot password in the login window: we send a 6-digit code to your e-mail. Changing your password logs out every other device.',
        ],
      },
    ],
  },
  '/shipping-info': {
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
  },
  '/billing-info': {
    title: 'Billing and payment',
    intro:
      'Prices are in US dollars. You pay for the items plus the delivery fee shown at checkout, nothing else.',
    sections: [
      {
        heading: 'Cash on delivery',
        text: [
          'Pay the courier in cash when the order arrives. Please have the exact amount ready.',
        ],
      },
      {
        heading: 'Mobile money',
        items: ['EVC Plus (Hormuud)', 'Zaad (Telesom)', 'Sahal (Golis)', 'eDahab (Somtel)'],
        text: [
          'You get a prompt on your phone and approve it with your PIN. If you do not approve in time, nothing is charged and you can try again.',
        ],
      },
      {
        heading: 'Suuq wallet',
        text: [
          'Recharge your wallet with mobile money from My Account › Wallet, then pay orders from it in one tap. Refunds and redeemed points also go to the wallet.',
        ],
      },
      {
        heading: 'Receipts',
        text: [
          'Every order has its own page in My Account with the items, the delivery fee, the total and the payment method.',
        ],
      },
    ],
  },
  '/returns': {
    title: 'Returns & Exchanges',
    intro:
      'Changed your mind, or something is wrong? Here is what you can do at each step of an order.',
    sections: [
      {
        heading: 'Before it ships: cancel',
        text: [
          'While your order is Placed, Confirmed or Packed, cancel it from its page in My Account and give a reason. Anything you paid is refunded.',
        ],
      },
      {
        heading: 'After it is delivered: return',
        text: [
          'Once the order is Delivered, choose Return on its page and tell us why. The order shows Return requested until we collect the items; then it is Returned.',
        ],
      },
      {
        heading: 'Your refund',
        items: [
          'Paid from the wallet: back to your Suuq wallet.',
          'Paid with mobile money: back to the paying phone (EVC Plus, Zaad, Sahal, eDahab), or to your wallet if you prefer.',
          'Paid in cash on delivery: to mobile money, your wallet or in cash, as you choose.',
        ],
      },
      {
        heading: 'Exchanges',
        text: [
          'Return the item and order the size or colour you want: the new order ships at once.',
        ],
      },
      { heading: 'Points', text: ['Points earned on a returned order are taken back.'] },
    ],
  },
  '/about': {
    title: 'About Suuq',
    intro:
      'Suuq is an online shop from Mogadishu for shoppers across Somalia, Somaliland and the region.',
    sections: [
      {
        heading: 'What we do',
        text: [
          'We bring beauty, fashion, electronics and home goods from trusted sellers to your door, with cash on delivery and mobile money, in Somali and English.',
        ],
      },
      {
        heading: 'Where we are',
        text: [`${CONTACT.address}. Stock locations in Muqdisho, Hargeisa and Kismaayo.`],
      },
      {
        heading: 'Contact us',
        text: [`E-mail ${CONTACT.email}, or write to us on WhatsApp from any product page.`],
      },
    ],
  },
  '/business': {
    title: 'Suuq for business',
    intro: 'Sell on Suuq, or buy for your shop, office or school.',
    sections: [
      {
        heading: 'Sell with us',
        text: [
          'Sellers list their products, keep stock at our locations and we handle payment, delivery and returns. Payouts go to your mobile money account.',
        ],
      },
      {
        heading: 'Buy in bulk',
        text: [
          'Companies and schools can order in quantity with one invoice and delivery to one address.',
        ],
      },
      {
        heading: 'Talk to us',
        text: [`Write to ${CONTACT.email} with your company name and what you sell or need.`],
      },
    ],
  },
  '/platforms': {
    title: 'Our platforms',
    intro: 'Shop Suuq wherever you are.',
    sections: [
      {
        heading: 'On the web',
        text: [
          'suuq.so works on any phone browser, even on slow connections, and remembers your cart.',
        ],
      },
      {
        heading: 'Live shopping',
        text: ['Watch sellers show products live and buy without leaving the stream.'],
      },
      {
        heading: 'WhatsApp',
        text: ['Codes, order updates and our advisors reach you on WhatsApp.'],
      },
    ],
  },
  '/terms': {
    title: 'Terms and conditions',
    intro: 'These terms apply when you shop on Suuq. By placing an order you accept them.',
    sections: [
      {
        heading: 'Your account',
        text: [
          'You must be at least 13 years old. Keep your password secret; you are responsible for orders placed from your account.',
        ],
      },
      {
        heading: 'Orders and prices',
        text: [
          'Prices are in US dollars and include the item; the delivery fee is shown before you pay. An order is accepted when it is Confirmed.',
        ],
      },
      {
        heading: 'Payment',
        text: [
          'Cash on delivery, Suuq wallet, EVC Plus, Zaad, Sahal or eDahab. Wallet credit cannot be exchanged for cash.',
        ],
      },
      {
        heading: 'Cancellation and returns',
        text: ['Cancel before shipping; return after delivery, as set out in Returns & Exchanges.'],
      },
      {
        heading: 'Membership points',
        text: [
          '1 point per $1 of delivered orders; 100 points = $1 of wallet credit. Points of returned orders are taken back.',
        ],
      },
    ],
  },
  '/legal': {
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
  },
  '/influencer-terms': {
    title: 'Influencer terms',
    intro: 'For creators who present Suuq products in live shopping or on social media.',
    sections: [
      {
        heading: 'Be honest',
        text: ['Say clearly that you work with Suuq. Show the real product and its real price.'],
      },
      {
        heading: 'Referral codes',
        text: [
          'Shoppers who register with your referral code are counted for you; commission is paid by mobile money each month.',
        ],
      },
      {
        heading: 'Not allowed',
        items: [
          'Promising delivery times or discounts the shop does not offer',
          'Content that is false, hateful or unsafe for children',
        ],
      },
    ],
  },
};

const so: Record<HelpPath, HelpPage> = {
  '/faq': {
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
  },
  '/shipping-info': {
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
  },
  '/billing-info': {
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
  },
  '/returns': {
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
  },
  '/about': {
    title: 'Nagu saabsan (About Suuq)',
    intro:
      'Suuq waa dukaan online ah oo Muqdisho ka shaqeeya, una adeega macaamiisha Soomaaliya, Somaliland iyo gobolka.',
    sections: [
      {
        heading: 'Waxa aan qabanno',
        text: [
          'Waxaan albaabkaaga keennaa qurxinta, dharka, elektaroonigga iyo alaabta guriga ee iibiyeyaal la isku halleyn karo, cash on delivery iyo mobile money, af Soomaali iyo English.',
        ],
      },
      {
        heading: 'Halka aan joogno',
        text: [`${CONTACT.address}. Goobaha kaydka: Muqdisho, Hargeisa iyo Kismaayo.`],
      },
      {
        heading: 'Nala soo xiriir',
        text: [`E-mail ${CONTACT.email}, ama WhatsApp nooga soo qor bog kasta oo alaab ah.`],
      },
    ],
  },
  '/business': {
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
        text: [
          'Shirkadaha iyo dugsiyadu waxay dalban karaan tiro badan, hal biil iyo hal cinwaan.',
        ],
      },
      {
        heading: 'Nala hadal',
        text: [
          `U qor ${CONTACT.email} magaca shirkaddaada iyo waxa aad iibiso ama u baahan tahay.`,
        ],
      },
    ],
  },
  '/platforms': {
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
  },
  '/terms': {
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
  },
  '/legal': {
    title: 'Macluumaadka sharciga (Legal)',
    intro: 'Cidda dukaankan maamusha iyo sida nalooga soo xiriiro.',
    sections: [
      { heading: 'Maamulaha', text: [`Suuq, ${CONTACT.address}, Soomaaliya.`] },
      { heading: 'Xiriirka', text: [`${CONTACT.email}`] },
      {
        heading: 'Xogtaada',
        text: [
          'Sida aan u isticmaalno magacaaga, telefoonkaaga, e-mail-kaaga iyo cinwaannadaada waxaa lagu sharxay Privacy Policy-gayaga.',
        ],
      },
    ],
  },
  '/influencer-terms': {
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
  },
};

const CONTENT: Record<'so' | 'en', Record<HelpPath, HelpPage>> = { so, en };

export const helpPage = (path: HelpPath, language: Language): HelpPage =>
  CONTENT[language === 'en' ? 'en' : 'so'][path];
