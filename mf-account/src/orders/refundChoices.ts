import type { Order, RefundMethod } from 'shared-api';
import { REFUNDS_ALLOWED } from 'shared-api/contract/refund-rules';

/**
 * The refund methods that fit how the order was paid: the contract's rule, which the server
 * holds a cancel or a return to (it refuses the others). An unknown payment method is offered
 * what cash on delivery is, as the server treats it.
 */
export function refundChoices(order: Pick<Order, 'payment_method'>): RefundMethod[] {
  return [...(REFUNDS_ALLOWED[order.payment_method] ?? REFUNDS_ALLOWED.cash_on_delivery)];
}
