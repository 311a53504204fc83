import { COUNTRIES, DELIVERY_METHODS, type Address, type DeliveryMethod } from 'shared-api';

/** Spec §3's countries, Somalia first (the default), as the account rules list them. */
export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map((c) => c.name);
export const DEFAULT_COUNTRY = 'Somalia';
/** Spec §9: Banadir when the shopper has not chosen. */
export const DEFAULT_REGION = 'Banadir';
/** Banadir's main town, the city of a new address before the regions arrive (then each region's main_city). */
export const DEFAULT_CITY = 'Muqdisho';
export const DEFAULT_METHOD: DeliveryMethod = 'Standard';
export const EXPRESS: DeliveryMethod = 'HAAD EXPRESS';

export const dialCodeOf = (country: string): string => COUNTRIES.find((c) => c.name === country)?.dialCode ?? COUNTRIES[0].dialCode;


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
