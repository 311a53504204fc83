import type { Db } from '../db/client';
import type { Messenger } from '../messaging';
import type { MessagingLog } from '../messaging/types';

export interface DemoAccount {
  email: string;
  password: string;
}

/** What the account calls run on; tests inject the clock and the messenger. */
export interface AuthContext {
  db: Db;
  now: () => Date;
  messenger: Messenger;
  log?: MessagingLog;
  /** The seeded demo account, when the server runs with demo data. */
  demo: DemoAccount | null;
  /** The development outbox call answers (off in production unless SUUQ_DEMO_OUTBOX=1). */
  devOutbox: boolean;
}
