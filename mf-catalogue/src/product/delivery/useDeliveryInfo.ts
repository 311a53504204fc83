import { getProductDeliveryInfo, isApiError } from 'shared-api';
import { useLoad } from '../../listing/useLoad';
import { t } from './messages';
import type { DeliveryPlace } from './storedAddress';

/** 'Unable to calculate fee for {location}' is the server's spec text and says more; anything else is the spec's general text. */
export function deliveryErrorMessage(err: unknown): string {
  if (isApiError(err) && err.code === 'unknown_location' && err.message) return err.message;
  return t('delivery.failed');
}

/** The load key of a product's delivery info for a place (also the server render's data key). */
export const deliveryKey = (productId: number, { country, region, district }: DeliveryPlace) => `${productId}\u0000${country}\u0000${region}\u0000${district}`;

/** A product's delivery info for a place; a new place or a retry asks again. */
export function useDeliveryInfo(productId: number, place: DeliveryPlace) {
  const { country, region, district } = place;
  return useLoad(deliveryKey(productId, place), () => getProductDeliveryInfo(productId, { country, region, district }), { preload: 'productDeliveryInfo' });
}
