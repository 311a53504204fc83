import { useCallback, useEffect, useState } from 'react';
import { getProductDeliveryInfo, isApiError, type ProductDeliveryInfo } from 'shared-api';
import { t } from './messages';
import type { DeliveryPlace } from './storedAddress';

export type DeliveryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; info: ProductDeliveryInfo };

/** 'Unable to calculate fee for {location}' is the server's spec text and says more; anything else is the spec's general text. */
export function deliveryErrorMessage(err: unknown): string {
  if (isApiError(err) && err.code === 'unknown_location' && err.message) return err.message;
  return t('delivery.failed');
}

/** A product's delivery info for a place; a new place or a retry asks again. */
export function useDeliveryInfo(productId: number, place: DeliveryPlace): { state: DeliveryState; reload: () => void } {
  const [state, setState] = useState<DeliveryState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { country, region, district } = place;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProductDeliveryInfo(productId, { country, region, district }).then(
      (info) => live && setState({ status: 'ready', info }),
      (err: unknown) => live && setState({ status: 'error', message: deliveryErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [productId, country, region, district, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
