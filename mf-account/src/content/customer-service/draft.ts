/**
 * The contact form's draft: what the shopper typed, the checks the server makes too (one rule for
 * the reply address: shared-api's supportReplyAddress), and the call's params.
 */
import type { SupportTopic } from 'shared-api';
import { SUPPORT_MESSAGE_MIN, supportReplyAddress } from 'shared-api/contract/support-rules';

export interface Draft {
  name: string;
  contact: string;
  topic: SupportTopic | '';
  /** An order id as the picker holds it; '' for none. */
  orderId: string;
  message: string;
}

export type Field = 'name' | 'contact' | 'topic' | 'message';
/** Keys of the support catalogue: why a field is refused. */
export type Problem = 'nameRequired' | 'contactRequired' | 'contactInvalid' | 'topicRequired' | 'messageShort';
/** In the form's order, so the first refused field gets the focus. */
export const FIELDS: readonly Field[] = ['name', 'contact', 'topic', 'message'];

export const emptyDraft = (name = '', contact = ''): Draft => ({ name, contact, topic: '', orderId: '', message: '' });

export function problemsOf(d: Draft): Partial<Record<Field, Problem>> {
  const out: Partial<Record<Field, Problem>> = {};
  if (!d.name.trim()) out.name = 'nameRequired';
  if (!d.contact.trim()) out.contact = 'contactRequired';
  else if (!supportReplyAddress(d.contact)) out.contact = 'contactInvalid';
  if (!d.topic) out.topic = 'topicRequired';
  if (d.message.trim().length < SUPPORT_MESSAGE_MIN) out.message = 'messageShort';
  return out;
}

export function paramsOf(d: Draft, topic: SupportTopic) {
  return {
    name: d.name.trim(),
    contact: d.contact.trim(),
    topic,
    message: d.message.trim(),
    ...(d.orderId ? { order_id: Number(d.orderId) } : {}),
  };
}
