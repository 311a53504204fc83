import { useCallback } from 'react';
import { createMessages } from 'shared-ui';

/**
 * The server's delivery times (the contract's estimated_delivery_time: '1-2 days', or 'Same day /
 * Next day' for express, which the spec writes so) in the shopper's language, wherever the shop
 * shows one: the product's delivery card, the checkout, the confirmation, an order and its
 * tracking. A time worded otherwise is shown as the server sent it.
 * An entry each package bundles, not shared (like tab-title): its one text is registered in the
 * page's texts by the first package that uses it.
 */
const messages = createMessages('shared-ui-delivery-time', {
  so: { days: '{{from}}-{{to}} maalmood' },
  en: { days: '{{from}}-{{to}} days' },
});

const DAYS = /^(\d+)-(\d+) days$/;

/** `time` in the words `translate` gives (a page's own language, or the request's on a server). */
export function deliveryTimeText(
  time: string,
  translate: (key: 'days', vars: Record<string, string>) => string = messages.t,
): string {
  const days = DAYS.exec(time);
  return days ? translate('days', { from: days[1]!, to: days[2]! }) : time;
}

/** deliveryTimeText in the page's language, following its switch. */
export function useDeliveryTime(): (time: string) => string {
  const t = messages.useT();
  return useCallback((time: string) => deliveryTimeText(time, t), [t]);
}
