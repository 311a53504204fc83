/**
 * The contact form's draft, kept for the tab's session. A message written after the session had
 * run out on the server met a 401 on Send; the session-expired flow (spec: to /home with the login
 * window, then back) started the page afresh, and the message was gone. Kept as it is written,
 * brought back into the empty fields, forgotten once sent. A logged-in shopper's draft comes back
 * only to that shopper (someone else may log in on this tab); a guest's, to whoever has the tab.
 */
import { SUPPORT_TOPICS, type SupportTopic } from 'shared-api/contract/support-rules';
import { readTabMemory, writeTabMemory } from 'shared-ui/tab-memory';
import type { Draft } from './draft';

const KEY = 'suuq.support.draft';
/** Whose draft: a user id, or '' for a guest's. */
export type DraftOwner = string;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 4000) : '');

/** The draft kept for `owner` (or a guest's), checked field by field; null for none or another shopper's. */
export function keptDraft(owner: DraftOwner): Draft | null {
  let kept: { owner?: unknown; draft?: Record<string, unknown> } | null;
  try {
    kept = JSON.parse(readTabMemory(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!kept || typeof kept !== 'object' || !kept.draft || typeof kept.draft !== 'object') return null;
  if (kept.owner !== '' && kept.owner !== owner) return null;
  const d = kept.draft;
  return {
    name: text(d.name),
    contact: text(d.contact),
    topic: SUPPORT_TOPICS.includes(d.topic as SupportTopic) ? (d.topic as SupportTopic) : '',
    orderId: typeof d.orderId === 'string' && /^\d{1,12}$/.test(d.orderId) ? d.orderId : '',
    message: text(d.message),
  };
}

/** Keeps what `owner` has written; a draft with nothing in it is forgotten. */
export function keepDraft(owner: DraftOwner, draft: Draft): void {
  const written = Object.values(draft).some((value) => value.trim() !== '');
  writeTabMemory(KEY, written ? JSON.stringify({ owner, draft }) : null);
}

export const forgetDraft = (): void => writeTabMemory(KEY, null);

/** `kept` in the fields still empty: what is on screen is never replaced. */
export const intoEmptyFields = (draft: Draft, kept: Draft): Draft => ({
  name: draft.name || kept.name,
  contact: draft.contact || kept.contact,
  topic: draft.topic || kept.topic,
  orderId: draft.orderId || kept.orderId,
  message: draft.message || kept.message,
});
