/** One message to a shopper over WhatsApp or e-mail: a one-time code, or a notification's text. */
export type Channel = 'whatsapp' | 'email';

export interface OutgoingMessage {
  /** A phone number (dial code plus digits) for WhatsApp, an e-mail address for e-mail. */
  to: string;
  channel: Channel;
  /** What the message is for: 'verification_code', 'password_reset'. */
  template: string;
  code?: string;
  /** The full text, for channels that send free text (e-mail, the outbox). */
  text: string;
  /** The e-mail's subject, when the message brings its own (a notification's title, in the shopper's language). */
  subject?: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** What messaging writes to the server log (Fastify's logger fits). */
export interface MessagingLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
