import { COUNTRIES, DELIVERY_METHODS, type Address, type DeliveryMethod } from 'shared-api';

/** Spec §3's countries, Somalia first (the default), as the account rules list them. */
export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map((c) => c.name);
export const DEFAULT_COUNTRY = 'Somalia';
/** Spec §9: Banadir when the shopper has not chosen. */
export const DEFAULT_REGION = 'Banadir';
export const DEFAULT_METHOD: DeliveryMethod = 'Standard';
export const EXPRESS: DeliveryMethod = 'HAAD EXPRESS';

/** Dial codes of the shop's countries, each once ('+252' serves Somalia and Somaliland). */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.dialCode))];

export const dialCodeOf = (country: string): string => COUNTRIES.find((c) => c.name === country)?.dialCode ?? COUNTRIES[0].dialCode;

/**
 * The town most deliveries of a region go to, to prefill City. The regions call names regions
 * only, so the shop's main towns are kept here; a region not listed is its own main town (the
 * regions abroad are named after their city). The shopper can always type another town.
 */
const MAIN_CITIES: Record<string, string> = {
  Banadir: 'Muqdisho',
  'Shabeellaha Hoose': 'Marka',
  'Shabeellaha Dhexe': 'Jowhar',
  Hiiraan: 'Beledweyne',
  Galguduud: 'Dhuusamareeb',
  Mudug: 'Gaalkacyo',
  Nugaal: 'Garoowe',
  Bari: 'Boosaaso',
  Bay: 'Baydhabo',
  Bakool: 'Xuddur',
  Gedo: 'Garbahaarey',
  'Jubbada Dhexe': "Bu'aale",
  'Jubbada Hoose': 'Kismaayo',
  'Maroodi Jeex': 'Hargeysa',
  Awdal: 'Borama',
  Saaxil: 'Berbera',
  Togdheer: 'Burco',
  Sanaag: 'Ceerigaabo',
  Sool: 'Laascaanood',
  Wakiso: 'Entebbe',
  Somali: 'Jigjiga',
  Harari: 'Harar',
  Oromia: 'Adama',
  Makkah: 'Jeddah',
  Madinah: 'Medina',
  'Eastern Province': 'Dammam',
};

export const mainCityOf = (region: string): string => MAIN_CITIES[region] ?? region;

/** The shop's spelling of a method sent in any spelling ('haad express'), Standard otherwise. */
export function methodOf(value: string | null | undefined): DeliveryMethod {
  const wanted = (value ?? '').trim().toLowerCase();
  return DELIVERY_METHODS.find((m) => m.toLowerCase() === wanted) ?? DEFAULT_METHOD;
}

/** 'Hodan, Muqdisho, Banadir, Somalia': the parts the shopper filled, each once, smallest first. */
export function placeLine(address: Pick<Address, 'district' | 'city' | 'region' | 'country'>): string {
  const parts: string[] = [];
  for (const part of [address.district, address.city, address.region, address.country]) {
    const text = part?.trim();
    if (text && !parts.some((p) => p.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.join(', ');
}

/** The shortest name of where an address is, for button labels ('Hodan'). */
export const shortPlace = (address: Pick<Address, 'district' | 'city' | 'region'>): string =>
  address.district.trim() || address.city.trim() || address.region.trim();

/** Split a stored phone ('+252612345678') into a known dial code and its digits. */
export function splitPhone(phone: string, fallbackDial: string): { dial: string; digits: string } {
  const compact = phone.replace(/[\s-]/g, '');
  if (!compact) return { dial: fallbackDial, digits: '' };
  // Longest code first: '+20' (Egypt) must not swallow another code's digits.
  const dial = [...DIAL_CODES].sort((a, b) => b.length - a.length).find((code) => compact.startsWith(code));
  return dial ? { dial, digits: compact.slice(dial.length) } : { dial: fallbackDial, digits: compact.replace(/^\+/, '') };
}
