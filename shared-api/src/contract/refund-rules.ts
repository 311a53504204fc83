/**
 * Where an order's money may go back to, by how it was paid: the server's rule for a cancel or a
 * return (server/src/orders/states.ts), and the choices the order page's dialog offers, so the
 * dialog never offers one the server refuses. Its own entry (shared-api/contract/refund-rules):
 * only the order page and the server need it, not every page's first load.
 */
import type { PaymentMethod, RefundMethod } from './constants';

/**
 * A wallet payment goes back to the wallet only; mobile money back to the phone that paid or to
 * the wallet; cash on delivery (a return of a paid order) in cash from the courier or to the
 * wallet: the shop knows no phone that paid it. The first is the default.
 */
export const REFUNDS_ALLOWED: Readonly<Record<PaymentMethod, readonly RefundMethod[]>> = {
  wallet: ['wallet'],
  mobile_money: ['mobile_money', 'wallet'],
  cash_on_delivery: ['cash', 'wallet'],
};
