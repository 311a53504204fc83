import type { Order, RefundMethod } from 'shared-api';

/**
 * The refund methods that fit how the order was paid (the server refuses the others): a wallet
 * payment goes back to the wallet only; mobile money back to the paying phone or to the wallet;
 * a cash-on-delivery order that was paid (a return) to mobile money, the wallet or cash.
 */
export function refundChoices(order: Pick<Order, 'payment_method'>): RefundMethod[] {
  switch (order.payment_method) {
    case 'wallet':
      return ['wallet'];
    case 'mobile_money':
      return ['mobile_money', 'wallet'];
    default:
      return ['mobile_money', 'wallet', 'cash'];
  }
}
