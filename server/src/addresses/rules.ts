/**
 * What makes a delivery address valid (spec §3 Address): a place of the shop's delivery zones,
 * spelled as the zones spell it, a method the region offers and a phone the driver can call.
 * Pure functions on the zones, so every rule is tested without a database.
 */
import { COUNTRIES } from '../contract';
import { checkPhone, compactPhone } from '../auth/rules';
import { EXPRESS, mainCity, placeKey, STANDARD, type Method } from '../delivery/fees';
import { DEFAULT_COUNTRY, DEFAULT_REGION, ZONES, type CountryZone, type RegionZone } from '../delivery/zones';
import { BusinessError } from '../errors';

/** Most addresses one account keeps. */
export const ADDRESSES_MAX = 20;
export const DETAILS_MAX = 200;

export const invalidAddress = (message: string) => new BusinessError(422, 'invalid_address', message);

const blank = (v: string | undefined | null): boolean => v === undefined || v === null || v.trim() === '';

const named = <T extends { name: string; aliases?: string[] }>(items: T[], name: string): T | undefined => {
  const key = placeKey(name);
  if (!key) return undefined;
  return items.find((i) => placeKey(i.name) === key) ?? items.find((i) => i.aliases?.some((a) => placeKey(a) === key));
};

export function addressCountry(name: string | undefined): CountryZone {
  const country = named(ZONES, blank(name) ? DEFAULT_COUNTRY : name!);
  if (!country) throw invalidAddress(`Unknown country "${name!.trim()}": choose one of ${ZONES.map((c) => c.name).join(', ')}`);
  return country;
}

/** Banadir in Somalia when missing (spec §9), the country's first region elsewhere. */
export function addressRegion(country: CountryZone, name: string | undefined): RegionZone {
  if (blank(name)) return named(country.regions, DEFAULT_REGION) ?? country.regions[0]!;
  const region = named(country.regions, name!);
  if (!region) throw invalidAddress(`Unknown region "${name!.trim()}" in ${country.name}: choose one of ${country.regions.map((r) => r.name).join(', ')}`);
  return region;
}

export function addressDistrict(region: RegionZone, name: string | undefined): string {
  const choices = region.districts.map((d) => d.name).join(', ');
  if (blank(name)) throw invalidAddress(`Please choose a district of ${region.name}: ${choices}`);
  const district = named(region.districts, name!);
  if (!district) throw invalidAddress(`Unknown district "${name!.trim()}" in ${region.name}: choose one of ${choices}`);
  return district.name;
}



/** Standard when missing; HAAD EXPRESS only where the region offers same-day delivery. */
export function addressMethod(region: RegionZone, asked: string | undefined): Method {
  if (blank(asked)) return STANDARD;
  const method = [STANDARD, EXPRESS].find((m) => placeKey(m) === placeKey(asked!));
  if (!method) throw invalidAddress(`Unknown delivery method "${asked!.trim()}": choose ${STANDARD} or ${EXPRESS}`);
  if (method === EXPRESS && region.expressCents === undefined) {
    throw invalidAddress(`${EXPRESS} is not available in ${region.name}: choose ${STANDARD}`);
  }
  return method;
}

export function addressDetails(raw: string | undefined): string {
  const details = (raw ?? '').trim().replace(/\s+/g, ' ');
  if ([...details].length > DETAILS_MAX) throw invalidAddress(`Address details must be at most ${DETAILS_MAX} characters`);
  return details;
}

/**
 * A dial code of the shop's countries plus digits, by the account's phone rules. The address's
 * own country's dial code is tried first; a phone of another shop country is fine too (a shopper
 * sends to a relative who keeps a Somali number).
 */
export function addressPhone(raw: string, countryName: string): string {
  const compact = compactPhone(raw);
  const own = COUNTRIES.find((c) => c.name === countryName);
  const byPrefix = [...COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length).find((c) => compact.startsWith(c.dialCode));
  const country = own && compact.startsWith(own.dialCode) ? own : (byPrefix ?? own ?? COUNTRIES[0]);
  try {
    return checkPhone(raw, country).full;
  } catch (err) {
    if (err instanceof BusinessError) throw invalidAddress(err.message);
    throw err;
  }
}

/** Not sent: the saved phone; sent blank (or nothing saved): the account's phone. */
const phoneGiven = (sent: string | undefined, saved: string | undefined, account: string) =>
  sent === undefined ? saved || account : blank(sent) ? account : sent;

export interface AddressInput {
  country?: string;
  region?: string;
  city?: string;
  district?: string;
  delivery_method?: string;
  details?: string;
  phone?: string;
}

export interface CheckedAddress {
  country: string;
  region: string;
  city: string;
  district: string;
  deliveryMethod: Method;
  details: string;
  phone: string;
}

/**
 * The address a save leaves: the fields sent over the saved ones (`before`, none for a new
 * address), checked as a whole so a new region is checked against the district and method it
 * keeps. A city not sent follows a new region (its main city); a blank one is the main city. A
 * blank phone is the account's.
 */
export function checkAddress(sent: AddressInput, before: CheckedAddress | null, accountPhone: string): CheckedAddress {
  const country = addressCountry(sent.country ?? before?.country);
  const region = addressRegion(country, sent.region ?? (sent.country !== undefined ? undefined : before?.region));
  const moved = before !== null && (before.country !== country.name || before.region !== region.name);
  const cityGiven = sent.city ?? (moved ? undefined : before?.city);
  return {
    country: country.name,
    region: region.name,
    city: blank(cityGiven) ? mainCity(region) : cityGiven!.trim().replace(/\s+/g, ' '),
    district: addressDistrict(region, sent.district ?? before?.district),
    deliveryMethod: addressMethod(region, sent.delivery_method ?? before?.deliveryMethod),
    details: addressDetails(sent.details ?? before?.details),
    phone: addressPhone(phoneGiven(sent.phone, before?.phone, accountPhone), country.name),
  };
}
