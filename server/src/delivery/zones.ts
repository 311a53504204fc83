/**
 * The shop's delivery zones: countries of spec §3, their regions and districts, fees in integer
 * cents per method, the minimum order for free delivery and delivery times. Kept as data in code
 * (no table) until the shop needs to edit zones without a release.
 *
 * HAAD EXPRESS (same day / next day) exists only in Banadir, where the warehouse is. Outlying
 * Banadir districts cost a little more. Regions name the cities of stock locations that serve
 * them, nearest first: the product ships from the nearest one that has it.
 */

export interface DistrictZone {
  name: string;
  aliases?: string[];
  /** Added to every method's fee of the region (distance within the region). */
  surchargeCents: number;
}

export interface RegionZone {
  name: string;
  aliases?: string[];
  standardCents: number;
  standardTime: string;
  /** Same-day delivery fee; undefined where HAAD EXPRESS cannot reach. */
  expressCents?: number;
  /** An order from one stock location at or above this ships free; null where never. */
  minimumOrderCents: number | null;
  /** Cities of stock locations that serve the region, nearest first. */
  shipsFrom: string[];
  /** The region's main city, when it is not the first district's name (an address's default city). */
  capital?: string;
  districts: DistrictZone[];
}

export interface CountryZone {
  name: string;
  aliases?: string[];
  regions: RegionZone[];
}

export const EXPRESS_TIME = 'Same day / Next day';
export const DEFAULT_COUNTRY = 'Somalia';
export const DEFAULT_REGION = 'Banadir';

const MUQDISHO = 'Muqdisho';
const HARGEISA = 'Hargeisa';
const KISMAAYO = 'Kismaayo';

/** Districts at the region's base fee; `far` ones carry a surcharge. */
const districts = (names: string[], far: Record<string, number> = {}, aliases: Record<string, string[]> = {}): DistrictZone[] =>
  names.map((name) => ({ name, surchargeCents: far[name] ?? 0, ...(aliases[name] ? { aliases: aliases[name] } : {}) }));

type RegionArgs = Omit<RegionZone, 'districts'> & { districts: DistrictZone[] | string[] };
const region = ({ districts: ds, ...rest }: RegionArgs): RegionZone => ({
  ...rest,
  districts: ds.length && typeof ds[0] === 'string' ? districts(ds as string[]) : (ds as DistrictZone[]),
});

/** Abroad: no same-day, a higher minimum for free delivery. */
const abroad = (name: string, standardCents: number, standardTime: string, shipsFrom: string[], ds: string[], aliases?: string[], capital = name) =>
  region({ name, aliases, standardCents, standardTime, minimumOrderCents: 200_00, shipsFrom, districts: ds, capital });

const banadir = region({
  name: 'Banadir',
  aliases: ['Banaadir', 'Benadir', 'Mogadishu', 'Muqdisho', 'Xamar'],
  capital: MUQDISHO,
  standardCents: 1_50,
  standardTime: '1-2 days',
  expressCents: 3_50,
  minimumOrderCents: 25_00,
  shipsFrom: [MUQDISHO],
  districts: districts(
    [
      'Hodan', 'Wadajir', 'Hawl-Wadaag', 'Waberi', 'Dharkenley', 'Yaqshid', 'Karaan', 'Shibis', 'Boondheere',
      'Xamar Weyne', 'Xamar Jajab', 'Wardhiigley', 'Heliwaa', 'Kaxda', 'Deyniile', 'Abdiaziz', 'Shangaani',
      'Garasbaaley', 'Gubadley', 'Tarabuunka',
    ],
    { Kaxda: 1_00, Deyniile: 1_00, Garasbaaley: 1_00, Gubadley: 1_00, Heliwaa: 50 },
    {
      'Hawl-Wadaag': ['Hawlwadaag', 'Howlwadaag'],
      Boondheere: ['Bondhere', 'Bondere'],
      'Xamar Weyne': ['Hamar Weyne', 'Hamarweyne'],
      'Xamar Jajab': ['Hamar Jajab', 'Hamarjajab'],
      Wardhiigley: ['Wardhigley'],
      Heliwaa: ['Huriwa', 'Heliwa'],
      Deyniile: ['Daynile', 'Dayniile'],
      Dharkenley: ['Dharkeynley'],
      Shangaani: ['Shangani'],
      Abdiaziz: ['Cabdicasiis', 'Abdulaziz'],
    },
  ),
});

const somalia: CountryZone = {
  name: 'Somalia',
  aliases: ['Soomaaliya', 'Somali Republic'],
  regions: [
    banadir,
    region({ name: 'Shabeellaha Hoose', aliases: ['Lower Shabelle'], capital: 'Marka', standardCents: 3_00, standardTime: '2-3 days', minimumOrderCents: 50_00, shipsFrom: [MUQDISHO, KISMAAYO],
      districts: districts(['Afgooye', 'Marka', 'Baraawe', 'Wanlaweyn', 'Qoryooley', 'Kurtunwaarey', 'Sablaale'], { Baraawe: 1_50, Sablaale: 1_50 }) }),
    region({ name: 'Shabeellaha Dhexe', aliases: ['Middle Shabelle'], standardCents: 3_50, standardTime: '2-4 days', minimumOrderCents: 50_00, shipsFrom: [MUQDISHO],
      districts: ['Jowhar', 'Balcad', 'Cadale', 'Mahadaay'] }),
    region({ name: 'Hiiraan', aliases: ['Hiran'], standardCents: 5_00, standardTime: '3-5 days', minimumOrderCents: 75_00, shipsFrom: [MUQDISHO],
      districts: ['Beledweyne', 'Bulo Burto', 'Jalalaqsi', 'Matabaan'] }),
    region({ name: 'Galguduud', standardCents: 5_50, standardTime: '3-5 days', minimumOrderCents: 75_00, shipsFrom: [MUQDISHO],
      districts: ['Dhuusamareeb', 'Cabudwaaq', 'Cadaado', 'Ceel Buur', 'Ceel Dheer'] }),
    region({ name: 'Mudug', standardCents: 5_50, standardTime: '3-5 days', minimumOrderCents: 75_00, shipsFrom: [MUQDISHO, HARGEISA],
      districts: districts(['Gaalkacyo', 'Hobyo', 'Jariiban', 'Galdogob', 'Xarardheere'], {}, { Gaalkacyo: ['Galkayo'] }) }),
    region({ name: 'Nugaal', aliases: ['Nugal'], standardCents: 6_50, standardTime: '4-6 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Garoowe', 'Eyl', 'Burtinle', 'Dangorayo'], {}, { Garoowe: ['Garowe'] }) }),
    region({ name: 'Bari', standardCents: 6_50, standardTime: '4-6 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Boosaaso', 'Qardho', 'Iskushuban', 'Bandarbeyla', 'Caluula', 'Qandala'], { Caluula: 2_00, Bandarbeyla: 1_50 }, { Boosaaso: ['Bosaso'] }) }),
    region({ name: 'Bay', standardCents: 4_50, standardTime: '3-5 days', minimumOrderCents: 75_00, shipsFrom: [MUQDISHO, KISMAAYO],
      districts: districts(['Baydhabo', 'Buurhakaba', 'Diinsoor', 'Qansax Dheere'], {}, { Baydhabo: ['Baidoa'] }) }),
    region({ name: 'Bakool', standardCents: 6_00, standardTime: '4-7 days', minimumOrderCents: 75_00, shipsFrom: [MUQDISHO],
      districts: ['Xuddur', 'Waajid', 'Tiyeeglow', 'Ceel Barde', 'Rabdhuure'] }),
    region({ name: 'Gedo', standardCents: 6_50, standardTime: '4-7 days', minimumOrderCents: 75_00, shipsFrom: [KISMAAYO, MUQDISHO],
      districts: ['Garbahaarey', 'Baardheere', 'Luuq', 'Doolow', 'Beled Xaawo', 'Ceel Waaq'] }),
    region({ name: 'Jubbada Dhexe', aliases: ['Middle Juba'], standardCents: 4_50, standardTime: '2-4 days', minimumOrderCents: 75_00, shipsFrom: [KISMAAYO, MUQDISHO],
      districts: ["Bu'aale", 'Jilib', 'Saakow'] }),
    region({ name: 'Jubbada Hoose', aliases: ['Lower Juba'], standardCents: 2_50, standardTime: '1-3 days', minimumOrderCents: 40_00, shipsFrom: [KISMAAYO, MUQDISHO],
      districts: districts(['Kismaayo', 'Afmadow', 'Badhaadhe', 'Jamaame'], { Afmadow: 1_50, Badhaadhe: 2_00, Jamaame: 1_00 }, { Kismaayo: ['Kismayo', 'Chisimaio'] }) }),
  ],
};

const somaliland: CountryZone = {
  name: 'Somaliland',
  aliases: ['Soomaaliland'],
  regions: [
    region({ name: 'Maroodi Jeex', aliases: ['Woqooyi Galbeed', 'Hargeisa', 'Hargeysa'], standardCents: 2_00, standardTime: '1-3 days', minimumOrderCents: 40_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Hargeysa', 'Gabiley', 'Baligubadle', 'Salaxley'], { Baligubadle: 1_50, Salaxley: 1_50 }, { Hargeysa: ['Hargeisa'] }) }),
    region({ name: 'Awdal', standardCents: 4_00, standardTime: '2-4 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Borama', 'Saylac', 'Baki', 'Lughaya'], {}, { Saylac: ['Zeila'] }) }),
    region({ name: 'Saaxil', aliases: ['Sahil'], standardCents: 3_50, standardTime: '2-4 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: ['Berbera', 'Sheekh'] }),
    region({ name: 'Togdheer', standardCents: 4_00, standardTime: '2-4 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Burco', 'Oodweyne', 'Buuhoodle'], {}, { Burco: ['Burao'] }) }),
    region({ name: 'Sanaag', standardCents: 6_50, standardTime: '4-7 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Ceerigaabo', 'Ceel Afweyn', 'Badhan'], {}, { Ceerigaabo: ['Erigavo'] }) }),
    region({ name: 'Sool', standardCents: 6_00, standardTime: '4-6 days', minimumOrderCents: 75_00, shipsFrom: [HARGEISA, MUQDISHO],
      districts: districts(['Laascaanood', 'Caynabo', 'Xudun', 'Taleex'], {}, { Laascaanood: ['Las Anod'] }) }),
  ],
};

/** Every country the shop delivers to, in the order of spec §3's country list. */
export const ZONES: CountryZone[] = [
  somalia,
  somaliland,
  {
    name: 'Kenya',
    regions: [
      abroad('Nairobi', 12_00, '5-8 days', [KISMAAYO, MUQDISHO], ['Eastleigh', 'South C', 'Westlands', 'Kilimani', 'CBD', 'Kasarani']),
      abroad('Mombasa', 14_00, '6-9 days', [KISMAAYO, MUQDISHO], ['Mombasa Island', 'Nyali', 'Likoni', 'Kisauni']),
      abroad('Garissa', 10_00, '4-7 days', [KISMAAYO, MUQDISHO], ['Garissa Town', 'Dadaab', 'Fafi']),
      abroad('Wajir', 10_00, '5-8 days', [MUQDISHO, KISMAAYO], ['Wajir Town', 'Habaswein', 'Eldas']),
      abroad('Mandera', 9_00, '4-7 days', [MUQDISHO, KISMAAYO], ['Mandera Town', 'El Wak', 'Rhamu']),
    ],
  },
  {
    name: 'Uganda',
    regions: [
      abroad('Kampala', 18_00, '6-10 days', [MUQDISHO], ['Kisenyi', 'Nakasero', 'Kololo', 'Kawempe', 'Makindye']),
      abroad('Wakiso', 19_00, '6-10 days', [MUQDISHO], ['Entebbe', 'Nansana', 'Kira'], undefined, 'Entebbe'),
      abroad('Jinja', 21_00, '7-11 days', [MUQDISHO], ['Jinja Town', 'Bugembe']),
    ],
  },
  {
    name: 'Egypt',
    aliases: ['Misr', 'Masar'],
    regions: [
      abroad('Cairo', 25_00, '7-12 days', [MUQDISHO, HARGEISA], ['Nasr City', 'Heliopolis', 'Maadi', 'Downtown']),
      abroad('Giza', 25_00, '7-12 days', [MUQDISHO, HARGEISA], ['Dokki', 'Mohandessin', '6th of October']),
      abroad('Alexandria', 27_00, '8-13 days', [MUQDISHO, HARGEISA], ['Sidi Gaber', 'Smouha', 'Montaza']),
    ],
  },
  {
    name: 'Djibouti',
    aliases: ['Jabuuti'],
    regions: [
      abroad('Djibouti', 9_00, '3-6 days', [HARGEISA, MUQDISHO], ['Balbala', 'Boulaos', 'Ras Dika'], ['Djibouti City', 'Jabuuti']),
      abroad('Ali Sabieh', 11_00, '4-7 days', [HARGEISA, MUQDISHO], ['Ali Sabieh Town', 'Holhol']),
      abroad('Arta', 11_00, '4-7 days', [HARGEISA, MUQDISHO], ['Arta Town', 'Wea']),
      abroad('Dikhil', 12_00, '5-8 days', [HARGEISA, MUQDISHO], ['Dikhil Town', 'As Eyla']),
      abroad('Tadjourah', 13_00, '5-8 days', [HARGEISA, MUQDISHO], ['Tadjourah Town', 'Randa']),
      abroad('Obock', 14_00, '6-9 days', [HARGEISA, MUQDISHO], ['Obock Town']),
    ],
  },
  {
    name: 'Ethiopia',
    aliases: ['Itoobiya'],
    regions: [
      abroad('Somali', 8_00, '3-6 days', [HARGEISA, MUQDISHO], ['Jigjiga', 'Gode', 'Kebri Dahar', 'Degehabur', 'Dolo Ado'], ['Somali Region', 'Soomaali Galbeed'], 'Jigjiga'),
      abroad('Dire Dawa', 11_00, '4-7 days', [HARGEISA, MUQDISHO], ['Dire Dawa City']),
      abroad('Harari', 11_00, '4-7 days', [HARGEISA, MUQDISHO], ['Harar'], undefined, 'Harar'),
      abroad('Addis Ababa', 15_00, '5-8 days', [HARGEISA, MUQDISHO], ['Bole', 'Kirkos', 'Arada', 'Yeka', 'Lideta']),
      abroad('Oromia', 16_00, '6-9 days', [HARGEISA, MUQDISHO], ['Adama', 'Jimma', 'Bishoftu'], undefined, 'Adama'),
    ],
  },
  {
    name: 'Saudi Arabia',
    aliases: ['Sacuudi Carabiya', 'KSA'],
    regions: [
      abroad('Riyadh', 28_00, '7-12 days', [MUQDISHO, HARGEISA], ['Al Olaya', 'Al Malaz', 'Al Batha']),
      abroad('Makkah', 28_00, '7-12 days', [MUQDISHO, HARGEISA], ['Jeddah', 'Mecca', 'Taif'], ['Mecca', 'Makkah Province'], 'Mecca'),
      abroad('Madinah', 29_00, '7-12 days', [MUQDISHO, HARGEISA], ['Medina', 'Yanbu'], undefined, 'Medina'),
      abroad('Eastern Province', 29_00, '8-13 days', [MUQDISHO, HARGEISA], ['Dammam', 'Khobar', 'Dhahran'], undefined, 'Dammam'),
    ],
  },
];
