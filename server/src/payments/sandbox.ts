/**
 * A local WaafiPay: a real HTTP server speaking the same `POST /asm` protocol, for the demo shop
 * and the tests. What it does with a purchase is decided by a test control for the payer's
 * number (or the reference), else by the number's last four digits:
 *   …5310 declined · …5206 cancelled by the payer · …9999 times out (answers after the client
 *   gave up, then approves) · …2222 approves and answers twice (response + two callbacks) ·
 *   anything else approves (after `approveDelayMs`, the time the payer takes on the phone).
 * A status query answers the payment's state as it stands; an approved payment is also POSTed to
 * the shop's callback URL(s), signed like signature.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { APPROVED, CANCELLED_BY_PAYER, DECLINED, type WaafiPayResponse } from './waafipay';
import { SIGNATURE_HEADER, signBody } from './signature';

export type SandboxBehaviour = 'approve' | 'decline' | 'cancel' | 'timeout' | 'twice';

export interface SandboxOptions {
  port?: number;
  host?: string;
  merchantUid?: string;
  apiUserId?: string;
  apiKey?: string;
  /** Where approved (and declined) answers are POSTed too; several URLs take turns. */
  callbackUrls?: string[];
  callbackSecret?: string;
  /** How long the payer "takes" to approve (ms). */
  approveDelayMs?: number;
  /** A timed-out purchase answers (and approves) after this long: longer than the shop waits. */
  timeoutHoldMs?: number;
  /** The transaction-info service name answered as a status query. */
  statusService?: string;
}

interface Txn {
  reference: string;
  transactionId: string;
  accountNo: string;
  amount: string;
  state: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';
  code: string;
  message: string;
  refunded: boolean;
}

export interface Sandbox {
  url: string;
  port: number;
  /** Every request body received, oldest first. */
  requests: Array<Record<string, unknown>>;
  callbacksSent: number;
  /** Decide what happens to purchases from this payer number (digits) or with this reference. */
  script(key: string, behaviour: SandboxBehaviour): void;
  /** Make refunds fail (the gateway refuses) until set back. */
  failRefunds(on: boolean): void;
  setCallbackUrls(urls: string[]): void;
  transaction(reference: string): Txn | undefined;
  /** Resolves when every held answer and callback in flight is done. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const BY_SUFFIX: Array<[string, SandboxBehaviour]> = [['5310', 'decline'], ['5206', 'cancel'], ['9999', 'timeout'], ['2222', 'twice']];

const answer = (requestId: unknown, code: string, msg: string, params: WaafiPayResponse['params'] = null): WaafiPayResponse & { requestId?: unknown } => ({
  schemaVersion: '1.0',
  timestamp: new Date().toISOString(),
  responseId: randomUUID(),
  requestId,
  responseCode: code,
  errorCode: code === APPROVED ? '0' : code,
  responseMsg: msg,
  params,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const creds = { merchantUid: opts.merchantUid ?? 'M-SANDBOX', apiUserId: opts.apiUserId ?? 'SANDBOX-USER', apiKey: opts.apiKey ?? 'sandbox-key' };
  const statusService = opts.statusService ?? 'API_GETTRANINFO';
  const scripts = new Map<string, SandboxBehaviour>();
  const txns = new Map<string, Txn>();
  const inFlight = new Set<Promise<unknown>>();
  let callbackUrls = opts.callbackUrls ?? [];
  let turn = 0;
  let refundsFail = false;
  const requests: Array<Record<string, unknown>> = [];
  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  const paramsOf = (t: Txn) => ({ state: t.state, referenceId: t.reference, transactionId: t.transactionId, txAmount: t.amount, accountNo: t.accountNo, description: t.message });
  const resultOf = (t: Txn, requestId: unknown) => answer(requestId, t.code, t.message, paramsOf(t));

  async function postCallback(t: Txn) {
    if (!callbackUrls.length || !opts.callbackSecret) return;
    const target = callbackUrls[turn++ % callbackUrls.length]!;
    const body = JSON.stringify(resultOf(t, null));
    sandbox.callbacksSent += 1;
    await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(opts.callbackSecret, body) }, body, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  }

  function settle(t: Txn, behaviour: SandboxBehaviour) {
    if (behaviour === 'decline') Object.assign(t, { state: 'DECLINED', code: DECLINED, message: 'Payment declined: not enough balance in the payer\u2019s account' });
    else if (behaviour === 'cancel') Object.assign(t, { state: 'CANCELLED', code: CANCELLED_BY_PAYER, message: 'The payer cancelled the payment on the phone' });
    else Object.assign(t, { state: 'APPROVED', code: APPROVED, message: 'RCS_SUCCESS' });
  }

  async function purchase(body: Record<string, unknown>, sp: Record<string, unknown>, res: http.ServerResponse) {
    const info = (sp.transactionInfo ?? {}) as Record<string, unknown>;
    const payer = (sp.payerInfo ?? {}) as Record<string, unknown>;
    const accountNo = String(payer.accountNo ?? '');
    const reference = String(info.referenceId ?? '');
    if (sp.paymentMethod !== 'MWALLET_ACCOUNT' || !/^\d{8,15}$/.test(accountNo) || !reference || !/^\d+\.\d{2}$/.test(String(info.amount)) || info.currency !== 'USD') {
      return send(res, answer(body.requestId, '5000', 'Invalid request: paymentMethod, payerInfo.accountNo, referenceId, amount ("1.00") and currency USD are required'));
    }
    const old = txns.get(reference);
    if (old && old.state !== 'PENDING') return send(res, resultOf(old, body.requestId));
    const behaviour = scripts.get(reference) ?? scripts.get(accountNo) ?? BY_SUFFIX.find(([s]) => accountNo.endsWith(s))?.[1] ?? 'approve';
    const t: Txn = old ?? { reference, transactionId: String(40_000_000 + txns.size + 1), accountNo, amount: String(info.amount), state: 'PENDING', code: '', message: 'Waiting for the payer', refunded: false };
    txns.set(reference, t);
    if (behaviour === 'timeout') {
      // Held past the client's wait; then approved, and the shop told by callback.
      await sleep(opts.timeoutHoldMs ?? 30_000);
      settle(t, 'approve');
      void track(postCallback(t));
      return send(res, resultOf(t, body.requestId));
    }
    await sleep(opts.approveDelayMs ?? 0);
    settle(t, behaviour);
    send(res, resultOf(t, body.requestId));
    if (behaviour === 'twice') {
      await track(postCallback(t));
      await track(postCallback(t));
    }
  }

  function send(res: http.ServerResponse, body: unknown) {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/asm') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ responseCode: '404', responseMsg: 'Only POST /asm' }));
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(res, answer(null, '5000', 'The body is not JSON'));
      }
      requests.push(body);
      const sp = (body.serviceParams ?? {}) as Record<string, unknown>;
      if (body.schemaVersion !== '1.0' || body.channelName !== 'WEB' || !body.requestId || !body.timestamp) {
        return send(res, answer(body.requestId, '5000', 'Invalid envelope: schemaVersion 1.0, requestId, timestamp and channelName WEB are required'));
      }
      if (sp.merchantUid !== creds.merchantUid || sp.apiUserId !== creds.apiUserId || sp.apiKey !== creds.apiKey) {
        return send(res, answer(body.requestId, 'E10205', 'Invalid merchant credentials'));
      }
      if (body.serviceName === 'API_PURCHASE') return void track(purchase(body, sp, res));
      if (body.serviceName === statusService) {
        const t = txns.get(String(sp.referenceId ?? ''));
        return send(res, t ? answer(body.requestId, APPROVED, 'RCS_SUCCESS', paramsOf(t)) : answer(body.requestId, '4004', 'Transaction not found'));
      }
      if (body.serviceName === 'API_REFUND') {
        const t = [...txns.values()].find((x) => x.transactionId === String(sp.transactionId ?? '') || x.reference === String(sp.referenceId ?? ''));
        if (!t || t.state !== 'APPROVED') return send(res, answer(body.requestId, '5310', 'No approved transaction to refund'));
        if (refundsFail) return send(res, answer(body.requestId, '5310', 'Refund refused by the sandbox (test control)'));
        t.refunded = true;
        return send(res, answer(body.requestId, APPROVED, 'RCS_SUCCESS', { referenceId: t.reference, transactionId: `R${t.transactionId}`, state: 'APPROVED' }));
      }
      return send(res, answer(body.requestId, '5000', `Unknown serviceName ${String(body.serviceName)}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const sandbox: Sandbox = {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    port,
    requests,
    callbacksSent: 0,
    script: (key, behaviour) => void scripts.set(key.replace(/^\+/, ''), behaviour),
    failRefunds: (on) => void (refundsFail = on),
    setCallbackUrls: (urls) => void (callbackUrls = urls),
    transaction: (reference) => txns.get(reference),
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return sandbox;
}
