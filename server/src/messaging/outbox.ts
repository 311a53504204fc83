/**
 * The local outbox: development, tests and demos "send" by writing the message to a table, where a
 * tester reads the code (development call and a log line). Never used for real shoppers.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema-auth';
import type { Channel, MessagingLog, Messenger } from './types';

export function createOutboxMessenger(db: Db, log?: MessagingLog): Messenger {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        recipient: message.to,
        channel: message.channel,
        template: message.template,
        code: message.code ?? null,
        body: message.text,
      });
      log?.info({ to: message.to, channel: message.channel, template: message.template, code: message.code }, `outbox: ${message.template} for ${message.to}${message.code ? ` code ${message.code}` : ''}`);
    },
  };
}

/**
 * The latest messages of one recipient (an e-mail, matched lower-case, or a phone as '+<digits>'),
 * exactly: never a list of everybody's codes.
 */
export async function latestOutbox(db: Db, to: string, limit: number) {
  const recipient = to.trim().startsWith('+') ? to.trim() : to.trim().toLowerCase();
  if (!recipient) return [];
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    channel: r.channel as Channel,
    template: r.template,
    code: r.code,
    text: r.body,
    created_at: r.createdAt.toISOString(),
  }));
}
