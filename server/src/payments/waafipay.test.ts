/** The WaafiPay client against the sandbox: the request it sends, and how each answer reads. */
import { startSandbox, type Sandbox } from './sandbox';
import { createWaafiPayGateway } from './waafipay';
import type { PurchaseRequest } from './gateway';

let sandbox: Sandbox;
const creds = { merchantUid: 'M0910291', apiUserId: '1000416', apiKey: 'API-675418888AHX' };
const gateway = () => createWaafiPayGateway({ baseUrl: sandbox.url, ...creds, requestTimeoutMs: 2_000, statusService: 'API_GETTRANINFO' });
let n = 0;
const req = (phone: string, over: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  reference: `ref-${process.pid}-${++n}`, invoiceId: `W${n}`, provider: 'evc_plus', phone, amountCents: 20_50, description: 'Suuq wallet recharge $20.50', ...over,
});

beforeAll(async () => {
  sandbox = await startSandbox({ ...creds, timeoutHoldMs: 600 });
});
afterAll(async () => {
  await sandbox.idle();
  await sandbox.close();
});

test('a purchase is POSTed to /asm as WaafiPay API_PURCHASE with the payer digits and a dollars amount', async () => {
  const answer = await gateway().purchase(req('+252 61 555 0101'), 2_000);
  expect(answer.outcome).toBe('approved');
  expect(answer.transactionId).toMatch(/^\d+$/);
  const body = sandbox.requests.at(-1)!;
  expect(body).toMatchObject({
    schemaVersion: '1.0',
    channelName: 'WEB',
    serviceName: 'API_PURCHASE',
    serviceParams: {
      ...creds,
      paymentMethod: 'MWALLET_ACCOUNT',
      payerInfo: { accountNo: '252615550101' },
      transactionInfo: { referenceId: `ref-${process.pid}-${n}`, invoiceId: `W${n}`, amount: '20.50', currency: 'USD', description: 'Suuq wallet recharge $20.50' },
    },
  });
  expect(typeof body.requestId).toBe('string');
  expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
});

test('5310 is declined and 5206 (cancelled by the payer) is declined, each with the gateway reason', async () => {
  const declined = await gateway().purchase(req('+252615555310'), 2_000);
  expect(declined).toMatchObject({ outcome: 'declined', code: '5310' });
  expect(declined.message).toMatch(/not enough balance/);
  const cancelled = await gateway().purchase(req('+252615555206'), 2_000);
  expect(cancelled).toMatchObject({ outcome: 'declined', code: '5206' });
  expect(cancelled.message).toMatch(/cancelled/);
});

test('wrong credentials fail with the gateway message; an unreachable gateway is pending, not declined', async () => {
  const wrong = createWaafiPayGateway({ baseUrl: sandbox.url, ...creds, apiKey: 'nope', requestTimeoutMs: 2_000, statusService: 'API_GETTRANINFO' });
  expect(await wrong.purchase(req('+252615550102'), 2_000)).toMatchObject({ outcome: 'failed', code: 'E10205', message: 'Invalid merchant credentials' });
  const gone = createWaafiPayGateway({ baseUrl: 'http://127.0.0.1:9', ...creds, requestTimeoutMs: 500, statusService: 'API_GETTRANINFO' });
  expect((await gone.purchase(req('+252615550103'), 500)).outcome).toBe('pending');
});

test('a purchase the gateway holds past our wait is pending, and its status query then answers approved', async () => {
  const r = req('+252615559999');
  const started = Date.now();
  const answer = await gateway().purchase(r, 150);
  expect(answer.outcome).toBe('pending');
  expect(Date.now() - started).toBeLessThan(550);
  expect((await gateway().status(r.reference)).outcome).toBe('pending');
  await sandbox.idle();
  const later = await gateway().status(r.reference);
  expect(later.outcome).toBe('approved');
  expect(sandbox.requests.at(-1)).toMatchObject({ serviceName: 'API_GETTRANINFO', serviceParams: { referenceId: r.reference } });
});

test('a status query of an unknown reference is pending (never a decline)', async () => {
  expect((await gateway().status('never-sent')).outcome).toBe('pending');
});

test('a refund is API_REFUND of the transaction; a refused refund is not approved', async () => {
  const r = req('+252615550104');
  const paid = await gateway().purchase(r, 2_000);
  const refund = await gateway().refund({ reference: r.reference, transactionId: paid.transactionId!, amountCents: 20_50, description: 'Refund of order' });
  expect(refund.outcome).toBe('approved');
  expect(sandbox.requests.at(-1)).toMatchObject({ serviceName: 'API_REFUND', serviceParams: { transactionId: paid.transactionId, amount: '20.50' } });
  sandbox.failRefunds(true);
  try {
    const refused = await gateway().refund({ reference: r.reference, transactionId: paid.transactionId!, amountCents: 20_50, description: 'again' });
    expect(refused.outcome).not.toBe('approved');
  } finally {
    sandbox.failRefunds(false);
  }
});
