/**
 * WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with an authentication template
 * whose body parameter and copy-code button carry the code (Meta's authentication template shape).
 */
import type { Messenger, OutgoingMessage } from './types';

export interface WhatsAppOptions {
  /** e.g. 'https://graph.facebook.com/v21.0' */
  baseUrl: string;
  accessToken: string;
  phoneNumberId: string;
  /** Name of the approved authentication template. */
  templateName: string;
  /** Template language code, e.g. 'en_US' or 'so'. */
  language: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The Cloud API wants the number in international form without '+'. */
const waNumber = (phone: string) => phone.replace(/\D/g, '');

export function whatsAppRequestBody(message: OutgoingMessage, opts: Pick<WhatsAppOptions, 'templateName' | 'language'>) {
  const to = waNumber(message.to);
  if (!message.code) {
    return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body: message.text } };
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: opts.templateName,
      language: { code: opts.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: message.code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
      ],
    },
  };
}

export function createWhatsAppMessenger(opts: WhatsAppOptions): Messenger {
  const fetchFn = opts.fetch ?? globalThis.fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    async send(message) {
      if (message.channel !== 'whatsapp') throw new Error(`WhatsApp cannot send ${message.channel} messages`);
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${opts.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(whatsAppRequestBody(message, opts)),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        // The answer names the problem (template not approved, bad number); never the token.
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`WhatsApp Cloud API answered HTTP ${res.status}: ${detail}`);
      }
    },
  };
}
