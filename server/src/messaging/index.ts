/**
 * Picks how each channel sends, from the environment:
 * - WhatsApp when WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set
 *   (WHATSAPP_API_BASE, WHATSAPP_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE optional);
 * - e-mail when SMTP_HOST is set (SMTP_PORT, SMTP_SECURE, SMTP_REQUIRE_TLS, SMTP_USER, SMTP_PASS, SMTP_FROM);
 * - any other channel goes to the local outbox in development, or in production only with
 *   SUUQ_DEMO_OUTBOX=1; otherwise it is dropped with a warning (codes never sit in clear in production).
 */
import type { Db } from '../db/client';
import { createOutboxMessenger } from './outbox';
import { createSmtpMessenger } from './smtp';
import type { Channel, MessagingLog, Messenger } from './types';
import { createWhatsAppMessenger } from './whatsapp';

export type { Channel, Messenger, OutgoingMessage } from './types';

/** The outbox is readable (log line, development call) outside production, or with SUUQ_DEMO_OUTBOX=1. */
export const outboxEnabled = (env: NodeJS.ProcessEnv) => env.NODE_ENV !== 'production' || env.SUUQ_DEMO_OUTBOX === '1';

/** Sends each message through the messenger of its channel. */
export function routeByChannel(byChannel: Record<Channel, Messenger>): Messenger {
  return { send: (message) => byChannel[message.channel].send(message) };
}

const dropping = (log?: MessagingLog): Messenger => ({
  async send(message) {
    log?.warn({ channel: message.channel, template: message.template }, 'no sender configured for this channel: message dropped');
  },
});

export function messengerFromEnv(db: Db, env: NodeJS.ProcessEnv, log?: MessagingLog): Messenger {
  const fallback = outboxEnabled(env) ? createOutboxMessenger(db, log) : dropping(log);
  const whatsapp =
    env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
      ? createWhatsAppMessenger({
          baseUrl: env.WHATSAPP_API_BASE || 'https://graph.facebook.com/v21.0',
          accessToken: env.WHATSAPP_ACCESS_TOKEN,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          templateName: env.WHATSAPP_TEMPLATE || 'verification_code',
          language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en_US',
        })
      : fallback;
  const email = env.SMTP_HOST
    ? createSmtpMessenger({
        host: env.SMTP_HOST,
        port: Number(env.SMTP_PORT || 587),
        secure: env.SMTP_SECURE === '1',
        requireTLS: env.SMTP_REQUIRE_TLS !== '0',
        user: env.SMTP_USER || undefined,
        password: env.SMTP_PASS || undefined,
        from: env.SMTP_FROM || 'Suuq <no-reply@suuq.so>',
      })
    : fallback;
  return routeByChannel({ whatsapp, email });
}
