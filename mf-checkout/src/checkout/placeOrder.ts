/**
 * Placing the order (spec §5, §8): one request per checkout attempt, one Idempotency-Key per
 * body, the cart emptied only once the server says the order exists.
 */
import { api as pageApi, isApiError, type ApiClient, type PaymentMethod, type UnavailableLine } from 'shared-api';
import { paymentFields, type PaymentChoice } from './payment';
import { getBus, type Bus } from 'shared-events';
import { t } from '../messages';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';
import type { WantedLine } from './lines';

export interface OrderDraft {
  addressId: number | null;
  lines: WantedLine[];
  /** The method alone (cash on delivery, a wallet without points) or the whole choice. */
  payment: PaymentMethod | PaymentChoice;
  note: string;
}

export type PlaceOutcome =
  | { ok: true; orderId: number }
  | {
      ok: false;
      /** The headline: a spec text or the server's own message. */
      message: string;
      /** A second line: what is missing, or why no answer came ('Request timeout'). */
      detail?: string;
      /** The lines the server could not sell (out of stock), when it named them. */
      unavailable?: UnavailableLine[];
      /** The step to fix, for the error summary's link. */
      field?: 'address' | 'items';
    };

/**
 * The body of orderCreate for a draft; the idempotency key is made from exactly this, so another
 * payment choice (another phone, the points) is another attempt with its own key.
 */
export function orderBody(draft: OrderDraft) {
  const note = draft.note.trim();
  return {
    items: draft.lines,
    delivery_address_id: draft.addressId ?? undefined,
    ...(typeof draft.payment === 'string' ? { payment_method: draft.payment } : paymentFields(draft.payment)),
    ...(note ? { note } : {}),
  };
}

function unavailableOf(details: Readonly<Record<string, unknown>> | undefined): UnavailableLine[] | undefined {
  const lines = details?.unavailable;
  return Array.isArray(lines) && lines.length > 0 ? (lines as UnavailableLine[]) : undefined;
}

/**
 * The server's refusals a checkout meets in normal use, in the page's words: the server's messages
 * are English whatever the page's language. Others (rare, or naming lines) keep the server's text.
 */
const REFUSAL_TEXTS: Readonly<Record<string, 'co:err:mobileMoneyOff' | 'co:err:inProgress' | 'co:err:walletShort'>> = {
  mobile_money_unavailable: 'co:err:mobileMoneyOff',
  order_in_progress: 'co:err:inProgress',
  insufficient_balance: 'co:err:walletShort',
};

/** What the shopper reads when the call failed: the page's words for a known refusal, else the server's message when it gave one. */
export function failureOf(err: unknown): Extract<PlaceOutcome, { ok: false }> {
  const known = isApiError(err) && err.kind === 'business' ? REFUSAL_TEXTS[err.code ?? ''] : undefined;
  if (known) return { ok: false, message: t(known) };
  if (isApiError(err) && err.kind === 'business' && err.message.trim()) {
    // Lines it cannot sell: the page's headline, each line's reason listed below it (unavailableText).
    const unavailable = unavailableOf(err.details);
    return unavailable ? { ok: false, message: t('co:fixUnavailable'), unavailable } : { ok: false, message: err.message };
  }
  // No answer (timeout, network), a refusal of the params, or a broken answer: the spec's text,
  // with the client's reason below it. A retry sends the same key, so it cannot make a second order.
  const detail = isApiError(err) && (err.kind === 'timeout' || err.kind === 'network' || err.kind === 'unavailable') ? err.message : undefined;
  return { ok: false, message: t('co:failed'), detail };
}

export interface PlaceDeps {
  api?: Pick<ApiClient, 'call'>;
  bus?: Bus;
}

export async function placeOrder(draft: OrderDraft, deps: PlaceDeps = {}): Promise<PlaceOutcome> {
  const client = deps.api ?? pageApi;
  const bus = deps.bus ?? getBus();
  if (!draft.addressId) return { ok: false, message: t('co:missingInfo'), detail: t('co:missingAddress'), field: 'address' };
  if (draft.lines.length === 0) return { ok: false, message: t('co:missingInfo'), detail: t('co:missingItems'), field: 'items' };

  const body = orderBody(draft);
  const idempotencyKey = idempotencyKeyFor(body);
  let orderId: number;
  try {
    const answer = await client.call('orderCreate', body, { idempotencyKey });
    orderId = answer.order.id;
  } catch (err) {
    return failureOf(err);
  }
  // The order exists: only now may the cart go, and the next checkout is a new attempt.
  forgetIdempotencyKey();
  try {
    await bus.send('cart:clear', {});
  } catch {
    // The order stands even if the cart's owner did not answer; the shopper can clear it later.
  }
  return { ok: true, orderId };
}
