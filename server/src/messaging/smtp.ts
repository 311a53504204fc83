/** E-mail over SMTP through nodemailer (no dependencies of its own, maintained, Node ≥ 20). */
import nodemailer from 'nodemailer';
import type { Messenger } from './types';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send without STARTTLS (on by default outside tests). */
  requireTLS: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Tests only: never try STARTTLS. */
  ignoreTLS?: boolean;
}

const SUBJECTS: Record<string, string> = {
  verification_code: 'Your Suuq verification code',
  password_reset: 'Your Suuq password reset code',
};

export function createSmtpMessenger(opts: SmtpOptions): Messenger {
  const transport = nodemailer.createTransport({
    host: opts.host,
    port: opts.port,
    secure: opts.secure,
    requireTLS: opts.requireTLS,
    ignoreTLS: opts.ignoreTLS ?? false,
    auth: opts.user ? { user: opts.user, pass: opts.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`SMTP cannot send ${message.channel} messages`);
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject ?? SUBJECTS[message.template] ?? 'Suuq',
        text: message.text,
      });
    },
  };
}
