/**
 * The order's states as a table (spec §4 Orders): which action moves an order from which state to
 * which, who may take it, and what else it does (stock back, payment). Everything that changes an
 * order's status reads this table, and the tests walk every (state, action) pair of it.
 */
import type { OrderStatus, StaffOrderAction } from 'shared-api/contract';
import { REFUNDS_ALLOWED } from 'shared-api/contract/refund-rules';
import { BusinessError } from '../errors';

export type ShopperOrderAction = 'cancel' | 'request_return';
export type OrderAction = ShopperOrderAction | StaffOrderAction;
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refund_pending' | 'refunded';
export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'mobile_money';
export type RefundMethod = 'mobile_money' | 'wallet' | 'cash';

export interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: 'shopper' | 'staff';
  /** The order's units go back to the stock locations that shipped them (once: the status moves on). */
  restoresStock: boolean;
  /**
   * The payment status after the move, from the one before, how the order was paid and the
   * refund method in force (refundMethodFor). The refund itself is the transition's (transitions.ts).
   */
  payment: (before: PaymentStatus, method: string, refund?: RefundMethod) => PaymentStatus;
  /** A paid order's money goes back (by the refund method) with this move. */
  refunds: boolean;
  /** What the answer says once it is done. */
  done: string;
}

const same = (before: PaymentStatus) => before;

/** Mobile money waits for the gateway to confirm the refund; the wallet and cash are done at once. */
const refunded = (refund?: RefundMethod): PaymentStatus => (refund === 'mobile_money' ? 'refund_pending' : 'refunded');

export const REFUND_REFUSED: Record<PaymentMethod, string> = {
  wallet: 'This order was paid from your wallet: it can only be refunded to your wallet.',
  mobile_money: 'This order was paid by mobile money: it can be refunded to your mobile money or to your wallet.',
  cash_on_delivery: 'This order is paid in cash on delivery: it can be refunded in cash or to your wallet.',
};

/**
 * The refund method of an order paid by `method`: the one asked if it fits (else 400), or the
 * default. What fits is the contract's REFUNDS_ALLOWED, which the order page's dialog offers from.
 */
export function refundMethodFor(method: string, asked?: string | null): RefundMethod {
  const allowed = REFUNDS_ALLOWED[method as PaymentMethod] ?? REFUNDS_ALLOWED.cash_on_delivery;
  if (!asked) return allowed[0]!;
  if (!allowed.includes(asked as RefundMethod)) throw new BusinessError(400, 'refund_method', REFUND_REFUSED[method as PaymentMethod] ?? REFUND_REFUSED.cash_on_delivery);
  return asked as RefundMethod;
}

export const TRANSITIONS: Record<OrderAction, Transition> = {
  cancel: {
    from: ['placed', 'confirmed', 'packed'],
    to: 'cancelled',
    by: 'shopper',
    restoresStock: true,
    // Cash on delivery is never paid before delivery; a prepaid order (wallet, mobile money) is
    // given back. A mobile money payment still pending stays so: payments settles it (a late
    // approval of a cancelled order is refunded there).
    payment: (before, _method, refund) => (before === 'paid' ? refunded(refund) : before),
    refunds: true,
    done: 'Your order has been cancelled',
  },
  request_return: { from: ['delivered'], to: 'return_requested', by: 'shopper', restoresStock: false, payment: same, refunds: false, done: 'Your return request has been received' },
  confirm: { from: ['placed'], to: 'confirmed', by: 'staff', restoresStock: false, payment: same, refunds: false, done: 'Order confirmed' },
  pack: { from: ['confirmed'], to: 'packed', by: 'staff', restoresStock: false, payment: same, refunds: false, done: 'Order packed' },
  ship: { from: ['packed'], to: 'shipped', by: 'staff', restoresStock: false, payment: same, refunds: false, done: 'Order shipped' },
  deliver: {
    from: ['shipped'],
    to: 'delivered',
    by: 'staff',
    restoresStock: false,
    // The courier collects the cash at the door.
    payment: (before, method) => (method === 'cash_on_delivery' ? 'paid' : before),
    refunds: false,
    done: 'Order delivered',
  },
  complete_return: {
    from: ['return_requested'],
    to: 'returned',
    by: 'staff',
    // The items are back at the shop: they can be sold again.
    restoresStock: true,
    payment: (before, _method, refund) => (before === 'paid' ? refunded(refund) : before === 'refund_pending' ? 'refunded' : before),
    refunds: true,
    done: 'Return received',
  },
};

export const ORDER_ACTIONS = Object.keys(TRANSITIONS) as OrderAction[];

export const allows = (status: OrderStatus, action: OrderAction): boolean => TRANSITIONS[action].from.includes(status);

/** What the shopper may do now (the order's can_cancel and can_return). */
export const shopperCan = (status: OrderStatus) => ({ can_cancel: allows(status, 'cancel'), can_return: allows(status, 'request_return') });

/** How far along an order is; a cancelled order is at the end of every road. */
const PROGRESS: Record<OrderStatus, number> = {
  placed: 0, confirmed: 1, packed: 2, shipped: 3, delivered: 4, return_requested: 5, returned: 6, cancelled: 99,
};

const WHERE_IT_IS: Record<OrderStatus, string> = {
  placed: 'This order has just been placed',
  confirmed: 'This order has been confirmed',
  packed: 'This order has been packed',
  shipped: 'This order has been shipped',
  delivered: 'This order has been delivered',
  cancelled: 'This order has been cancelled',
  return_requested: 'A return of this order has been requested',
  returned: 'This order has been returned',
};

const VERB: Record<OrderAction, string> = {
  cancel: 'cancelled',
  request_return: 'returned',
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  complete_return: 'received back',
};

/**
 * Why `action` cannot be taken on an order in `status`: 'This order has been shipped and can no
 * longer be cancelled.', '… cannot be returned yet.', or that it is there already.
 */
export function refusal(status: OrderStatus, action: OrderAction): string {
  const t = TRANSITIONS[action];
  if (t.to === status) return `${WHERE_IT_IS[status]} already.`;
  const earliest = Math.min(...t.from.map((s) => PROGRESS[s]));
  return PROGRESS[status] < earliest ? `${WHERE_IT_IS[status]} and cannot be ${VERB[action]} yet.` : `${WHERE_IT_IS[status]} and can no longer be ${VERB[action]}.`;
}

/** Group of the account's order list (shared-api ORDER_GROUPS). */
export const GROUP_OF: Record<OrderStatus, 'active' | 'delivered' | 'cancelled'> = {
  placed: 'active',
  confirmed: 'active',
  packed: 'active',
  shipped: 'active',
  delivered: 'delivered',
  cancelled: 'cancelled',
  return_requested: 'cancelled',
  returned: 'cancelled',
};

/** Words of a status in a message to the shopper. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed and ready to leave',
  shipped: 'on its way',
  delivered: 'delivered',
  cancelled: 'cancelled',
  return_requested: 'waiting for its return',
  returned: 'returned',
};
