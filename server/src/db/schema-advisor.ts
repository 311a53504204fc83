/**
 * Ila Tali: the questions shoppers send to the shop's human advisor, with the products they were
 * shown, so the advisor answering on WhatsApp sees what the shopper saw. Read and written by their
 * owner's calls only. PostgreSQL 15 compatible.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';

export const advisorQuestions = pgTable(
  'advisor_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Ids of the products suggested before the question (at most 6; products may go later). */
    suggestedIds: jsonb('suggested_ids').$type<number[]>().notNull().default([]),
    /** The number the advisor replies to (dial code plus digits). */
    replyTo: text('reply_to').notNull(),
    /** sent, or failed (WhatsApp refused it): shared-api ADVISOR_QUESTION_STATUSES. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly limit counts an account's recent questions.
  (t) => [index('advisor_questions_user_idx').on(t.userId, t.createdAt)],
);
