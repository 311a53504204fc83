/** Delivery calls as the product page uses them: a product's delivery info and the address pickers' lists. */
import type { Calls, ResultOf } from '../contract';
import type { DeliveryDistrict, DeliveryOption, DeliveryRegion, FreeDeliveryReason, ProductDeliveryInfo } from '../contract/delivery';
import type { ApiClient } from './client';
import { api } from './default';

export type { DeliveryDistrict, DeliveryOption, DeliveryRegion, FreeDeliveryReason, ProductDeliveryInfo };

/** An address as the shopper may have it (spec §3 Address); blank parts mean the shop's default. */
export interface DeliveryAddress {
  country?: string | null;
  region?: string | null;
  city?: string | null;
  district?: string | null;
  delivery_method?: string | null;
}

const PLACE_MAX = 80;
const FIELDS = ['country', 'region', 'city', 'district', 'delivery_method'] as const;

/** The address fields worth sending: trimmed text only, so a stored address with odd values still gets an answer. */
export function cleanAddress(address: DeliveryAddress | null | undefined): Partial<Record<(typeof FIELDS)[number], string>> {
  const out: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = address?.[field];
    if (typeof value === 'string' && value.trim()) out[field] = value.trim().slice(0, field === 'delivery_method' ? 40 : PLACE_MAX);
  }
  return out;
}

/**
 * What delivering a product to an address costs and takes (spec §3 Product delivery info); without
 * an address, for Somalia, Banadir. Rejects with the ApiError of the call (404 for an unknown product).
 */
export const getProductDeliveryInfo = (
  productId: number | string,
  address?: DeliveryAddress | null,
  client: ApiClient = api,
): Promise<ProductDeliveryInfo> => client.call('productDeliveryInfo', { id: String(productId), ...cleanAddress(address) });

export const getDeliveryRegions = (country?: string, client: ApiClient = api): Promise<ResultOf<Calls['deliveryRegions']>> =>
  client.call('deliveryRegions', cleanAddress({ country }));

export const getDeliveryDistricts = (
  country: string | undefined,
  region: string | undefined,
  includeFees = false,
  client: ApiClient = api,
): Promise<ResultOf<Calls['deliveryDistricts']>> =>
  client.call('deliveryDistricts', { ...cleanAddress({ country, region }), include_fees: includeFees });
