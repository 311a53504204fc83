/**
 * The delivery fee of what one stock location ships to one address (spec §9): the fee quote, the
 * order and calculate-fee all price a location's part of an order here, so they never disagree.
 */
import { deliveryOptions, pickOption, placeKey, type Method, type Zone } from './fees';
import { ZONES } from './zones';

export type FreeReason = 'free_delivery_product' | 'minimum_order_reached';

export interface LocationFeeInput {
  zone: Zone;
  /** The city of the stock location that ships. */
  locationCity: string;
  /** The method the shopper asked for (any spelling); HAAD EXPRESS when missing (spec §9). */
  askedMethod?: string;
  /** Every product of this part may go same-day (HAAD EXPRESS products). */
  allExpress: boolean;
  /** Value of the lines this location ships, in cents. */
  subtotalCents: number;
  /** Spec §9: any free-delivery line in the cart makes delivery free. */
  anyFreeLine: boolean;
}

export type LocationFee =
  | { ok: true; method: Method; cents: number; time: string; freeReason: FreeReason | null; minimumCents: number | null }
  | { ok: false };

/** Every city some region is served from: a stock location anywhere else cannot be priced. */
const SHIPPING_CITIES = new Set(ZONES.flatMap((c) => c.regions.flatMap((r) => r.shipsFrom.map(placeKey))));

/**
 * Same-day delivery leaves only from the region's own city (its first `shipsFrom`); from any
 * other city the part goes Standard. A location in a city the zones do not ship from has no fee
 * ('Unable to calculate fee for {location}').
 */
export function locationFee(input: LocationFeeInput): LocationFee {
  const city = placeKey(input.locationCity);
  if (!SHIPPING_CITIES.has(city)) return { ok: false };
  const local = placeKey(input.zone.region.shipsFrom[0] ?? '') === city;
  const chosen = pickOption(deliveryOptions(input.zone, input.allExpress && local), input.askedMethod);
  const minimumCents = input.zone.region.minimumOrderCents;
  const freeReason: FreeReason | null = input.anyFreeLine
    ? 'free_delivery_product'
    : minimumCents !== null && input.subtotalCents >= minimumCents
      ? 'minimum_order_reached'
      : null;
  return { ok: true, method: chosen.method, cents: freeReason ? 0 : chosen.cents, time: chosen.time, freeReason, minimumCents };
}
