/**
 * Customer service (spec §2 Footer, Help → Customer Service): a message to the shop's support,
 * stored and e-mailed to the support address. Public: a visitor sends one with a phone or e-mail
 * to reply to. Sent with the bearer token it is the shopper's, and may name one of their own
 * orders (another account's order answers 404, as a missing one; an order without a session 401).
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, MultilineText, Text } from './bounds';
import { SUPPORT_CONTACT_MAX, SUPPORT_MESSAGE_MAX, SUPPORT_NAME_MAX, SUPPORT_REFERENCE_PATTERN, SUPPORT_TOPICS } from './support-rules';

export const supportMessage = defineCall(callRoutes.supportMessage, {
  params: Type.Object({
    name: Text(SUPPORT_NAME_MAX, 1),
    /** Where support replies: an e-mail address, or a phone with its dial code ('+252612345678'). */
    contact: Text(SUPPORT_CONTACT_MAX, 1),
    topic: Type.Enum(SUPPORT_TOPICS),
    /** One of the bearer's orders (needs the session). */
    order_id: Type.Optional(Id),
    /** The server refuses fewer than SUPPORT_MESSAGE_MIN characters with a message that says so. */
    message: MultilineText(SUPPORT_MESSAGE_MAX, 1),
  }),
  result: Type.Object({
    status: Success,
    /** What the shopper quotes when they call or write again: 'CS-100042'. */
    reference: Type.String({ pattern: SUPPORT_REFERENCE_PATTERN }),
    /** How support will answer: by e-mail, or by phone / WhatsApp. */
    reply_by: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
    /** The order it is about, as the shopper reads it ('SQ-100042'); null without one. */
    order_number: Type.Union([Type.String(), Type.Null()]),
    message: Type.String(),
  }),
});
