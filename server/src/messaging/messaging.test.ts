import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { routeByChannel } from './index';
import { createSmtpMessenger } from './smtp';
import type { Messenger, OutgoingMessage } from './types';
import { createWhatsAppMessenger } from './whatsapp';

const codeMessage = (channel: OutgoingMessage['channel'], to: string): OutgoingMessage => ({
  to, channel, template: 'verification_code', code: '042917', text: 'Your Suuq verification code is 042917.',
});

describe('WhatsApp Cloud API', () => {
  let server: http.Server;
  let base: string;
  const seen: { method?: string; url?: string; auth?: string; type?: string; body: unknown }[] = [];
  let answer = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(raw) });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(answer === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"message":"Template name does not exist"}}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const messenger = () =>
    createWhatsAppMessenger({ baseUrl: base, accessToken: 'wa-token', phoneNumberId: '1098765', templateName: 'suuq_code', language: 'en_US' });

  it('posts an authentication template carrying the code to {base}/{phone-number-id}/messages', async () => {
    seen.length = 0;
    await messenger().send(codeMessage('whatsapp', '+252612345678'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v21.0/1098765/messages', auth: 'Bearer wa-token', type: 'application/json' });
    expect(seen[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '252612345678',
      type: 'template',
      template: {
        name: 'suuq_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '042917' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '042917' }] },
        ],
      },
    });
  });

  it('an error answer fails the send with the status and the reason, never the token', async () => {
    answer = 400;
    const err = await messenger().send(codeMessage('whatsapp', '+252612345678')).catch((e: Error) => e);
    answer = 200;
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/HTTP 400: .*Template name does not exist/);
    expect((err as Error).message).not.toContain('wa-token');
  });

  it('refuses e-mail messages', async () => {
    await expect(messenger().send(codeMessage('email', 'a@b.so'))).rejects.toThrow('WhatsApp cannot send email messages');
  });
});

/** Enough of SMTP (RFC 5321) for one client: greeting, EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
function fakeSmtp() {
  const mails: { from: string; to: string[]; data: string; auth?: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '', auth: undefined as string | undefined };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write('235 2.7.0 Authentication successful\r\n');
        } else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 Ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 2.1.5 Ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 Bye\r\n');
          return;
        } else socket.write('250 Ok\r\n');
      }
    });
  });
  return { server, mails };
}

describe('SMTP e-mail', () => {
  const smtp = fakeSmtp();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => smtp.server.close(resolve)));

  it('delivers the code text to the address, with a subject and the configured sender', async () => {
    const messenger = createSmtpMessenger({
      host: '127.0.0.1', port, secure: false, requireTLS: false, ignoreTLS: true,
      user: 'mailer', password: 'pw', from: 'Suuq <no-reply@suuq.so>',
    });
    await messenger.send(codeMessage('email', 'hodan@example.so'));
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.auth).toBe('\0mailer\0pw');
    expect(mail.from).toBe('MAIL FROM:<no-reply@suuq.so>');
    expect(mail.to).toEqual(['RCPT TO:<hodan@example.so>']);
    expect(mail.data).toMatch(/^Subject: Your Suuq verification code$/m);
    expect(mail.data).toMatch(/^To: hodan@example.so$/m);
    expect(mail.data).toContain('Your Suuq verification code is 042917.');
  });

  it('refuses WhatsApp messages', async () => {
    const messenger = createSmtpMessenger({ host: '127.0.0.1', port, secure: false, requireTLS: false, ignoreTLS: true, from: 'x@suuq.so' });
    await expect(messenger.send(codeMessage('whatsapp', '+252612345678'))).rejects.toThrow('SMTP cannot send whatsapp messages');
  });
});

describe('routing by channel', () => {
  it('each message goes to the messenger of its channel', async () => {
    const got: string[] = [];
    const spy = (name: string): Messenger => ({ send: async (m) => void got.push(`${name}:${m.to}`) });
    const messenger = routeByChannel({ whatsapp: spy('wa'), email: spy('mail') });
    await messenger.send(codeMessage('whatsapp', '+252611111111'));
    await messenger.send(codeMessage('email', 'x@y.so'));
    expect(got).toEqual(['wa:+252611111111', 'mail:x@y.so']);
  });
});
