/** Product delivery info, regions and districts (spec §3, §7) on the zones of zones.ts. */
import type { ParamsOf, ResultOf, calls } from '../contract';
import type { Db } from '../db/client';
import { centsToDollars } from '../money';
import { BusinessError, notFound } from '../rpc/errors';
import { deliveryOptions, EXPRESS, findCountry, findZone, formatFee, pickOption, type OptionCents } from './fees';
import * as q from './queries';
import { shippingLocation } from './shipping';

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
    regions: country.regions.map((r) => ({ name: r.name, supports_express: r.expressCents !== undefined, district_count: r.districts.length })),
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
