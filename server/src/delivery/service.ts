/**
 * Product delivery info, regions, districts, methods, options and the fee of one stock location's
 * part of an order (spec §3, §7) on the zones of zones.ts.
 */
import type { ParamsOf, ResultOf, calls } from '../contract';
import type { Db } from '../db/client';
import { centsToDollars, dollarsToCents } from '../money';
import { BusinessError, notFound } from '../errors';
import { deliveryOptions, EXPRESS, findCountry, findZone, formatFee, mainCity, pickOption, type OptionCents } from './fees';
import * as q from './queries';
import { locationFee } from './location-fee';
import { DEFAULT_SHIPPING, shippingLocation } from './shipping';

type Data<C extends keyof typeof calls> = Omit<ResultOf<(typeof calls)[C]>, 'status'>;

const priced = (o: OptionCents, free = false) => ({
  method: o.method,
  delivery_fee: free ? 0 : centsToDollars(o.cents),
  formatted_fee: formatFee(free ? 0 : o.cents),
  estimated_delivery_time: o.time,
});

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export async function productDeliveryInfo(db: Db, p: ParamsOf<(typeof calls)['productDeliveryInfo']>): Promise<Data<'productDeliveryInfo'>> {
  const id = Number(p.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new BusinessError(400, 'invalid_params', 'Invalid params: id must be a product id');
  const product = await q.productForDelivery(db, id);
  if (!product) throw notFound('Product not found');
  const zone = findZone(p);
  const options = deliveryOptions(zone, product.isHaadExpress);
  const chosen = pickOption(options, p.delivery_method);
  const minimum = zone.region.minimumOrderCents;
  // Spec §9: free when the product ships free, or when the order from its location reaches the minimum.
  const reason = product.freeDelivery
    ? ('free_delivery_product' as const)
    : minimum !== null && product.priceCents >= minimum
      ? ('minimum_order_reached' as const)
      : null;
  const free = reason !== null;
  const express = options.find((o) => o.method === EXPRESS);
  const fee = priced(chosen, free);
  return {
    product_id: product.id,
    location: { country: zone.country.name, region: zone.region.name, district: zone.district?.name ?? null },
    has_free_delivery: product.freeDelivery,
    free_delivery_reason: reason,
    delivery_method: chosen.method,
    delivery_fee: fee.delivery_fee,
    formatted_fee: fee.formatted_fee,
    minimum_order_for_free_delivery: dollarsOrNull(minimum),
    is_free_delivery_eligible: free,
    stock_location: shippingLocation(await q.locationsWithStock(db, product.id), zone.region.shipsFrom),
    delivery_options: options.map((o) => priced(o, free)),
    estimated_delivery_time: chosen.time,
    haad_express: { available: express !== undefined, estimated_delivery_time: express?.time ?? null },
  };
}

export function deliveryRegions(p: ParamsOf<(typeof calls)['deliveryRegions']>): Data<'deliveryRegions'> {
  const country = findCountry(p.country);
  return {
    country: country.name,
    regions: country.regions.map((r) => ({ name: r.name, main_city: mainCity(r), supports_express: r.expressCents !== undefined, district_count: r.districts.length })),
  };
}

export function deliveryDistricts(p: ParamsOf<(typeof calls)['deliveryDistricts']>): Data<'deliveryDistricts'> {
  const { country, region } = findZone({ country: p.country, region: p.region });
  return {
    country: country.name,
    region: region.name,
    minimum_order_for_free_delivery: dollarsOrNull(region.minimumOrderCents),
    districts: region.districts.map((district) => {
      if (!p.include_fees) return { name: district.name };
      const options = deliveryOptions({ region, district });
      return { name: district.name, delivery_fee: centsToDollars(options[0]!.cents), formatted_fee: formatFee(options[0]!.cents), delivery_options: options.map((o) => priced(o)) };
    }),
  };
}

/** The regions again, on the correctly spelled path. */
export const deliveryRegionsCustomer = (p: ParamsOf<(typeof calls)['deliveryRegionsCustomer']>): Data<'deliveryRegionsCustomer'> => deliveryRegions(p);

/** The methods a region offers at its base fee (no district surcharge). */
export function availableMethods(p: ParamsOf<(typeof calls)['deliveryMethods']>): Data<'deliveryMethods'> {
  const { region } = findZone({ country: p.country, region: p.region });
  return { methods: deliveryOptions({ region, district: null }).map((o) => priced(o)) };
}

/** The methods of an exact address; all free once the order value reaches the region's minimum. */
export function availableOptions(p: ParamsOf<(typeof calls)['deliveryOptions']>): Data<'deliveryOptions'> {
  const zone = findZone(p);
  const minimum = zone.region.minimumOrderCents;
  const free = minimum !== null && dollarsToCents(p.order_value ?? 0) >= minimum;
  return { options: deliveryOptions(zone).map((o) => priced(o, free)), minimum_order_value: dollarsOrNull(minimum), is_free: free };
}

interface ShippingPlace {
  name: string;
  city: string;
}

/**
 * Where the part ships from: the stock location asked for, else the seller's location nearest to
 * the region, else the region's own shipping city (the shop's stock there).
 */
async function shippingPlace(db: Db, p: ParamsOf<(typeof calls)['calculateFee']>, shipsFrom: string[]): Promise<ShippingPlace> {
  if (p.stock_location_id !== undefined) {
    const location = await q.stockLocationById(db, p.stock_location_id);
    // A location of another seller than the one named is not this seller's: as unknown as none.
    if (!location || (p.seller_id !== undefined && location.sellerId !== p.seller_id)) throw notFound('Stock location not found');
    return location;
  }
  if (p.seller_id !== undefined) {
    const locations = await q.sellerLocations(db, p.seller_id);
    if (!locations.length) throw notFound('No stock location found for this seller');
    const distance = (city: string) => {
      const i = shipsFrom.findIndex((c) => c.toLowerCase() === city.toLowerCase());
      return i < 0 ? shipsFrom.length : i;
    };
    return [...locations].sort((a, b) => distance(a.city) - distance(b.city) || a.id - b.id)[0]!;
  }
  const city = shipsFrom[0] ?? DEFAULT_SHIPPING.city;
  return { name: city, city };
}

/** Spec §3 delivery fee result, by the same rule the quote and the order use (locationFee). */
export async function calculateFee(db: Db, p: ParamsOf<(typeof calls)['calculateFee']>): Promise<Data<'calculateFee'>> {
  const zone = findZone(p);
  const place = await shippingPlace(db, p, zone.region.shipsFrom);
  const fee = locationFee({
    zone,
    locationCity: place.city,
    askedMethod: p.delivery_method,
    // No products named: the method asked for decides, same-day only from the region's own city.
    allExpress: true,
    subtotalCents: dollarsToCents(p.order_value ?? 0),
    anyFreeLine: false,
  });
  if (!fee.ok) throw new BusinessError(422, 'unknown_location', `Unable to calculate fee for ${place.name}`);
  const where = zone.district ? `${zone.district.name}, ${zone.region.name}` : zone.region.name;
  const description =
    fee.freeReason !== null && fee.minimumCents !== null
      ? `Free ${fee.method} delivery to ${where}: the order reaches the ${formatFee(fee.minimumCents)} minimum`
      : `${fee.method} to ${where}: ${fee.time}`;
  return {
    delivery_fee: centsToDollars(fee.cents),
    formatted_fee: formatFee(fee.cents),
    description,
    minimum_order_value: dollarsOrNull(fee.minimumCents),
    delivery_method: fee.method,
    estimated_delivery_time: fee.time,
    is_free: fee.freeReason !== null,
  };
}
