/**
 * The seam between orders and mobile money (server/src/payments, the mobile-money work). Orders
 * never call a gateway: they call these hooks, handed to the orders plugin as its `payments`
 * option when the app is built (app.ts: payments/orders.ts's hooks on the app's gateway, or a
 * test's own). Each hook runs INSIDE the order's transaction with the order row already written
 * or locked, so it may record a `payments` row in the same commit; whatever must reach the gateway
 * (a prompt pushed to the phone, a refund sent) belongs in the `afterCommit` it returns, which the
 * order code runs once the transaction has committed — never for a replayed request, never when
 * the transaction rolled back.
 *
 * Lock order (orders/README.md): the order row, stock rows, product rows, points, wallet; a hook
 * that writes `payments` does so last.
 */
import type { MobileMoneyProvider } from '../contract';
import type { Tx } from '../db/client';

export interface OrderPaymentStart {
  orderId: number;
  userId: number;
  /** What the phone is asked to pay: the order's total. */
  amountCents: number;
  provider: MobileMoneyProvider;
  /** Dial code plus digits, checked (auth/rules.ts checkPhone). */
  phone: string;
  now: Date;
}

export interface MobileMoneyRefund {
  orderId: number;
  userId: number;
  /** The order's whole total. */
  amountCents: number;
  provider: MobileMoneyProvider;
  phone: string;
  /** 'cancel' (before shipping) or 'complete_return' (the items came back). */
  reason: 'cancel' | 'complete_return';
  now: Date;
}

/** Work to do after the commit (talking to the gateway); errors there must not undo the order. */
export type AfterCommit = (() => Promise<void>) | void;

export interface PaymentHooks {
  /**
   * An order paid by mobile money was just written with payment_status 'pending'. Record the
   * payment (purpose 'order') and return the push of the prompt as afterCommit. When the gateway
   * answers, call `settleOrderPayment` (orders/transitions.ts) to make the order 'paid', or
   * 'failed' and cancelled with its stock back.
   */
  startOrderPayment(tx: Tx, p: OrderPaymentStart): Promise<AfterCommit>;
  /**
   * A paid mobile money order was cancelled or received back with refund_method 'mobile_money':
   * the order is now payment_status 'refund_pending'. Send the money back to the phone (after the
   * commit) and, once the gateway confirms, call `settleMobileMoneyRefund` (orders/transitions.ts).
   */
  refundToMobileMoney(tx: Tx, p: MobileMoneyRefund): Promise<AfterCommit>;
  /**
   * False when no gateway is set up: a mobile money order is then refused before it exists, as a
   * recharge is, rather than written, cancelled at once and its cart emptied. Absent: available.
   */
  mobileMoneyAvailable?(): boolean;
}

/** Runs the hooks' afterCommit work; a failure is logged, the order stays (payments retries). */
export async function runAfterCommit(work: AfterCommit[], log?: { error(obj: object, msg: string): void }): Promise<void> {
  for (const w of work) {
    if (!w) continue;
    try {
      await w();
    } catch (err) {
      log?.error({ err }, 'mobile money work after the order commit failed');
    }
  }
}
