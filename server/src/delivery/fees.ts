/**
 * Delivery rules on the zones: finding an address's zone, the methods and fees it offers, and the
 * shop's money format. Pure functions, so the rules are tested without a database.
 */
import { BusinessError } from '../errors';
import { DEFAULT_COUNTRY, DEFAULT_REGION, EXPRESS_TIME, ZONES, type CountryZone, type DistrictZone, type RegionZone } from './zones';
import { formatCents } from '../money';

export type Method = 'Standard' | 'HAAD EXPRESS';
export const STANDARD: Method = 'Standard';
export const EXPRESS: Method = 'HAAD EXPRESS';
/** Spec §9: the fee lookup asks for HAAD EXPRESS unless told otherwise. */
export const DEFAULT_LOOKUP_METHOD: Method = EXPRESS;

export interface OptionCents {
  method: Method;
  cents: number;
  time: string;
}

export interface Address {
  country?: string;
  region?: string;
  city?: string;
  district?: string;
}

export interface Zone {
  country: CountryZone;
  region: RegionZone;
  district: DistrictZone | null;
}

/** Spelling-tolerant key: case, accents, spaces, hyphens and apostrophes do not matter ('Hawl-Wadaag' = 'hawlwadaag'). */
export const placeKey = (name: string): string =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

const named = <T extends { name: string; aliases?: string[] }>(items: T[], name: string): T | undefined => {
  const key = placeKey(name);
  if (!key) return undefined;
  return items.find((i) => placeKey(i.name) === key) ?? items.find((i) => i.aliases?.some((a) => placeKey(a) === key));
};

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === '';

/** 'Unable to calculate fee for {location}' (spec §8), naming the place as the shopper wrote it. */
export const unknownLocation = (...parts: (string | undefined)[]) =>
  new BusinessError(422, 'unknown_location', `Unable to calculate fee for ${parts.filter((p) => !blank(p)).map((p) => p!.trim()).join(', ')}`);

export function findCountry(name: string | undefined): CountryZone {
  const country = named(ZONES, blank(name) ? DEFAULT_COUNTRY : name);
  if (!country) throw unknownLocation(name);
  return country;
}

/**
 * No region: Banadir in Somalia (spec §9), the country's main region elsewhere. An unknown region
 * is an error; an unknown district or city only loses the district's surcharge.
 */
export function findZone(address: Address): Zone {
  const country = findCountry(address.country);
  const region = blank(address.region)
    ? (named(country.regions, DEFAULT_REGION) ?? country.regions[0]!)
    : named(country.regions, address.region);
  if (!region) throw unknownLocation(address.region, country.name);
  const place = blank(address.district) ? address.city : address.district;
  const district = (!blank(place) && named(region.districts, place)) || null;
  return { country, region, district };
}

/** The region's main town: its capital where the zones name one, else its first district (regional capitals come first). */
export const mainCity = (region: RegionZone): string => region.capital ?? region.districts[0]?.name ?? region.name;

/** The methods an address offers; HAAD EXPRESS only for express products where same-day is possible. */
export function deliveryOptions(zone: Pick<Zone, 'region' | 'district'>, expressProduct = true): OptionCents[] {
  const extra = zone.district?.surchargeCents ?? 0;
  const options: OptionCents[] = [{ method: STANDARD, cents: zone.region.standardCents + extra, time: zone.region.standardTime }];
  if (expressProduct && zone.region.expressCents !== undefined) {
    options.push({ method: EXPRESS, cents: zone.region.expressCents + extra, time: EXPRESS_TIME });
  }
  return options;
}

/** The asked method when offered (any spelling), else Standard. */
export function pickOption(options: OptionCents[], asked: string | undefined): OptionCents {
  const key = placeKey(asked ?? DEFAULT_LOOKUP_METHOD);
  return options.find((o) => placeKey(o.method) === key) ?? options[0]!;
}

/** '$2.50', '$1,250.00' (the shop's one way to write an amount: money.ts). */
export const formatFee = formatCents;
