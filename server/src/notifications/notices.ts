/**
 * What the shopper is told of each domain event (events/record.ts): the notification's kind (the
 * page's grouping) and the message key and params of shared-api/notification-texts, rendered in the
 * shopper's language.
 */
import type { NotificationKind } from 'shared-api/contract';
import { renderNotice, type NoticeKey, type NoticeLanguage, type NoticeParams } from 'shared-api/notification-texts';
import type { DomainEvent } from '../events/record';
import { orderNumber } from '../order-number';

export interface Notice {
  kind: NotificationKind;
  key: NoticeKey;
  params: NoticeParams;
}

/** The notice of one event as stored (kind, order id and data of its row). */
export function noticeOf(event: Pick<DomainEvent, 'kind' | 'data'> & { orderId?: number | null }): Notice {
  const order: NoticeParams = event.orderId ? { order: orderNumber(event.orderId) } : {};
  const d = event.data as Record<string, string | number>;
  switch (event.kind) {
    case 'order_placed':
      return { kind: 'order_placed', key: 'order_placed', params: { ...order, amount_cents: Number(d.total_cents) } };
    case 'order_status':
      return { kind: 'order_status', key: 'order_status', params: { ...order, status: String(d.status) } };
    case 'order_payment':
      return d.outcome === 'approved'
        ? { kind: 'order_payment', key: 'order_payment_approved', params: { ...order, amount_cents: Number(d.amount_cents), provider: String(d.provider) } }
        : // The order was cancelled for it: told as the order's status, with the gateway's reason.
          { kind: 'order_status', key: 'order_payment_declined', params: { ...order, reason: String(d.reason) } };
    case 'refund':
      return { kind: 'refund', key: `refund_${d.method as 'wallet' | 'mobile_money' | 'cash'}`, params: { ...order, amount_cents: Number(d.amount_cents) } };
    case 'wallet_recharge':
      if (d.outcome === 'approved') return { kind: 'wallet_recharge', key: 'wallet_recharge', params: { amount_cents: Number(d.amount_cents) } };
      return d.reason
        ? { kind: 'wallet_recharge_declined', key: 'wallet_recharge_declined', params: { amount_cents: Number(d.amount_cents), reason: String(d.reason) } }
        : { kind: 'wallet_recharge_declined', key: 'wallet_recharge_declined_no_reason', params: { amount_cents: Number(d.amount_cents) } };
    case 'live_started':
      return { kind: 'live_started', key: 'live_started', params: { seller: String(d.seller), stream: String(d.stream) } };
  }
}

export const noticeText = (n: Notice, lang: NoticeLanguage) => renderNotice(n.key, n.params, lang);
