/** The shopper's delivery place: as stored on this device, or as a page's address names it; read defensively. */

export const ADDRESS_KEY = 'deliveryAddress';
/** Spec §9: the shop's default address. */
export const DEFAULT_ADDRESS: DeliveryPlace = { country: 'Somalia', region: 'Banadir', district: '' };

export interface DeliveryPlace {
  country: string;
  region: string;
  /** '' = any district of the region. */
  district: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 80) : '');

/**
 * localStorage 'deliveryAddress' {country, region, district}, else the default. Anything broken —
 * storage blocked, not JSON, not an object, no region — means the default, never an error.
 */
export function readStoredAddress(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): DeliveryPlace {
  try {
    const raw = storage?.getItem(ADDRESS_KEY);
    if (!raw) return DEFAULT_ADDRESS;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return DEFAULT_ADDRESS;
    const { country, region, district } = value as Record<string, unknown>;
    // A district alone means nothing without its region: fall back to the default as a whole.
    if (!text(region)) return DEFAULT_ADDRESS;
    return { country: text(country) || DEFAULT_ADDRESS.country, region: text(region), district: text(district) };
  } catch {
    return DEFAULT_ADDRESS;
  }
}

/**
 * The place a product page's address names (?country=…&region=…&district=…: what the delivery
 * card's form sends without scripts), or null when it names no country. Trimmed and cut as a
 * stored one; whether the shop knows the place is the server's to say (server/pages/product.ts).
 */
export function placeFromAddress(params: URLSearchParams): DeliveryPlace | null {
  const country = text(params.get('country'));
  return country ? { country, region: text(params.get('region')), district: text(params.get('district')) } : null;
}
