/**
 * Picks how each channel sends, from the environment:
 * - WhatsApp when WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set
 *   (WHATSAPP_API_BASE, WHATSAPP_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE optional);
 * - e-mail when SMTP_HOST is set (SMTP_PORT, SMTP_SECURE, SMTP_REQUIRE_TLS, SMTP_USER, SMTP_PASS, SMTP_FROM);
 * - any other channel goes to the local outbox when it is on (outboxEnabled); otherwise it is
 *   dropped with a warning (codes never sit in clear outside a demo or development machine).
 */
import type { Db } from '../db/client';
import { createOutboxMessenger } from './outbox';
import { createSmtpMessenger } from './smtp';
import type { Channel, MessagingLog, Messenger } from './types';
import { createWhatsAppMessenger } from './whatsapp';

export type { Channel, Messenger, OutgoingMessage } from './types';

/**
 * The outbox (codes kept in a table, printed in the log, readable with /api/dev/outbox) is on only
 * when asked for with SUUQ_DEMO_OUTBOX=1, and in production mode (NODE_ENV=production) only in a
 * demo shop that says so with SUUQ_DEMO=1. With it on, main.ts refuses to listen on anything but
 * loopback and app.ts answers /api/dev/outbox only to the server's own machine.
 */
export const outboxEnabled = (env: NodeJS.ProcessEnv) =>
  env.SUUQ_DEMO_OUTBOX === '1' && (env.NODE_ENV !== 'production' || env.SUUQ_DEMO === '1');

/** A loopback address (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8): the server's own machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** A listen host that only the server's own machine can reach. */
export const isLoopbackHost = (host: string) => host === 'localhost' || isLoopback(host);

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
