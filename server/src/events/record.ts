/**
 * Domain events: orders, wallet, payments and live say what happened to a shopper by writing
 * one row in the SAME transaction as the change (db/schema-events.ts). A rolled-back change writes
 * none; a committed one is never lost, even if the process stops right after the commit. Who acts
 * on them (today the notifications dispatcher) is none of the writer's business: this module
 * imports nothing of theirs and they import nothing of notifications.
 */
import type { MobileMoneyProvider, OrderStatus } from 'shared-api/contract';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema-events';

/** What each kind carries: amounts in cents. */
export type DomainEvent =
  | { kind: 'order_placed'; userId: number; orderId: number; data: { total_cents: number; payment_method: string } }
  | { kind: 'order_status'; userId: number; orderId: number; data: { status: OrderStatus } }
  /** A mobile money payment of an order settled: approved, or declined and the order cancelled for `reason`. */
  | { kind: 'order_payment'; userId: number; orderId: number; data: { outcome: 'approved'; amount_cents: number; provider: MobileMoneyProvider | string } | { outcome: 'declined'; reason: string } }
  | { kind: 'refund'; userId: number; orderId: number; data: { amount_cents: number; method: 'wallet' | 'mobile_money' | 'cash' } }
  | { kind: 'wallet_recharge'; userId: number; data: { outcome: 'approved'; amount_cents: number } | { outcome: 'declined'; amount_cents: number; reason: string } }
  /** A stream the shopper asked to be reminded of went live: `seller` and `stream` are the names it is told by. */
  | { kind: 'live_started'; userId: number; data: { stream_id: number; seller: string; stream: string } };

export type DomainEventKind = DomainEvent['kind'];

/** Anything that can insert: the caller's open transaction (never the outer db inside one). */
type Q = Pick<Db, 'insert'>;

/** Writes the event in the caller's transaction. The table's trigger wakes the dispatchers after the commit. */
export async function recordEvent(q: Q, event: DomainEvent): Promise<void> {
  await q.insert(domainEvents).values({
    kind: event.kind,
    userId: event.userId,
    orderId: 'orderId' in event ? event.orderId : null,
    data: event.data as Record<string, string | number>,
  });
}
