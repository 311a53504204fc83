/**
 * Notifications of spec §7: the bearer's own, newest first, with the unread count the header
 * shows; another account's notification answers 404. And the WhatsApp test message.
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { IdDigits, Limit, MultilineText, Text } from './bounds';
import { NOTIFICATION_KINDS, WHATSAPP_TEST_MAX } from './constants';

const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  title: Type.String(),
  message: Type.String(),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * The text's key in shared-api/notification-texts and its params: a client shows the
   * notification in its own language with them; title and message are in the shopper's language
   * of when it was sent. Null for a notification of free text.
   */
  message_key: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  params: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), Type.Null()])),
  read: Type.Boolean(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type Notification = Static<typeof Notification>;

const Unread = Type.Integer({ minimum: 0 });

export const notifications = defineCall(callRoutes.notifications, {
  params: Type.Object({ limit: Limit(100, 50) }),
  result: Type.Object({ status: Success, notifications: Type.Array(Notification), unread_count: Unread }),
});

export const notificationsMarkAllRead = defineCall(callRoutes.notificationsMarkAllRead, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, marked: Type.Integer({ minimum: 0 }), unread_count: Unread }),
});

export const notificationRead = defineCall(callRoutes.notificationRead, {
  params: Type.Object({ id: IdDigits }),
  result: Type.Object({ status: Success, notification: Notification, unread_count: Unread }),
});

/** A test message through the shop's WhatsApp adapter, to a number the bearer names. */
export const whatsappSendTest = defineCall(callRoutes.whatsappSendTest, {
  params: Type.Object({ phone_number: Text(32, 7), message: MultilineText(WHATSAPP_TEST_MAX, 1) }),
  result: Type.Object({ status: Success, message: Type.String() }),
});
