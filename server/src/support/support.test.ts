/**
 * Customer service messages (Help → Customer Service): stored, e-mailed to the support address,
 * an order only the sender's own, bad input refused with a message, and the hourly limit.
 */
import { eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { SUPPORT_MESSAGES_PER_HOUR, SUPPORT_MESSAGES_PER_HOUR_PER_IP, calls } from '../contract';
import { supportMessages } from '../db/schema-support';
import { openShop, ok, placed, product, shopper, type Loose, type Shop, type Shopper } from '../orders/test-kit';
import type { RpcAnswer } from '../testing/app';
import { CONTACT_INVALID, DEFAULT_SUPPORT_EMAIL, isProxyAddress, MESSAGE_SHORT, ORDER_NEEDS_LOGIN, ORDER_NOT_YOURS, SEND_FAILED } from './service';

let shop: Shop;
let hodan: Shopper;
let other: Shopper;
let hodanOrder: Loose;
let otherOrder: Loose;
let ip = 0;

beforeAll(async () => {
  shop = await openShop();
  const tea = await product(shop, { stock: { [shop.warehouse]: 20 } });
  hodan = await shopper(shop);
  other = await shopper(shop);
  hodanOrder = await placed(shop, hodan, [{ product_id: tea, quantity: 1 }]);
  otherOrder = await placed(shop, other, [{ product_id: tea, quantity: 1 }]);
  // The orders' own messages (domain events, sent after the commit) go out now, not amid a test
  // that counts what reached support.
  await shop.kit.app.notificationDispatcher.settle();
});
afterAll(() => shop.kit.close());

const message = (over: Loose = {}) => ({
  name: 'Hodan Ali', contact: 'hodan@example.so', topic: 'delivery', message: 'My parcel has not arrived in Hodan yet.', ...over,
});
/** Each test from a network address of its own, so the per-address limit of one test never meets another's. */
const sendAs = (who: Shopper | null, params: Loose, from = `198.51.100.${++ip}`) =>
  shop.kit.app
    .inject({ method: 'POST', url: calls.supportMessage.path, remoteAddress: from, headers: who ? { authorization: `Bearer ${who.token}` } : {}, payload: { jsonrpc: '2.0', id: 1, method: 'call', params } })
    .then((raw): RpcAnswer => ({ status: raw.statusCode, body: raw.json(), raw }));
const errorOf = (r: RpcAnswer) => (r.body.result?.status === 'error' ? r.body.result.message : r.body.error?.message) as string | undefined;
const rowOf = async (reference: string) => {
  const [row] = await shop.db.select().from(supportMessages).where(eq(supportMessages.id, Number(reference.slice(3)) - 100_000));
  return row;
};

describe('supportMessage', () => {
  test('a visitor without a session: stored, e-mailed to the support address, answered with a CS- reference', async () => {
    const before = shop.kit.sent.length;
    const r = await sendAs(null, message({ contact: ' +252 61 234-5678 ' }));
    const result = ok(r, 'supportMessage');
    expect(Value.Check(calls.supportMessage.result, result)).toBe(true);
    expect(result).toMatchObject({ reply_by: 'phone', order_number: null });
    expect(result.reference).toMatch(/^CS-1\d{5}$/);
    const row = await rowOf(result.reference);
    expect(row).toMatchObject({ userId: null, name: 'Hodan Ali', contact: '+252612345678', replyBy: 'phone', topic: 'delivery', orderId: null, status: 'sent' });
    const mail = shop.kit.sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: DEFAULT_SUPPORT_EMAIL, channel: 'email', template: 'support_message' });
    expect(mail[0]!.text).toContain(result.reference);
    expect(mail[0]!.text).toContain('My parcel has not arrived in Hodan yet.');
    expect(mail[0]!.text).toContain('+252612345678');
  });

  test('a shopper with a session picks one of their orders: stored with it, the e-mail names the order number', async () => {
    const before = shop.kit.sent.length;
    const result = ok(await sendAs(hodan, message({ topic: 'order', order_id: hodanOrder.id })), 'supportMessage');
    expect(result.order_number).toBe(hodanOrder.order_number);
    const row = await rowOf(result.reference);
    expect(row).toMatchObject({ userId: hodan.userId, orderId: hodanOrder.id, contact: 'hodan@example.so', replyBy: 'email' });
    expect(shop.kit.sent.slice(before)[0]!.text).toContain(`Order: ${hodanOrder.order_number}`);
  });

  test("another shopper's order is refused (404, a clear message) and nothing is stored or sent", async () => {
    const rowsBefore = await shop.db.$count(supportMessages);
    const sentBefore = shop.kit.sent.length;
    const r = await sendAs(hodan, message({ order_id: otherOrder.id }));
    expect(r.status).toBe(404);
    expect(r.body.result).toMatchObject({ status: 'error', code: 'not_found', message: ORDER_NOT_YOURS });
    expect(await shop.db.$count(supportMessages)).toBe(rowsBefore);
    expect(shop.kit.sent.length).toBe(sentBefore);
  });

  test('an order without a session: 401 that says to log in', async () => {
    const r = await sendAs(null, message({ order_id: hodanOrder.id }));
    expect(r.status).toBe(401);
    expect(errorOf(r)).toBe(ORDER_NEEDS_LOGIN);
  });

  test('a dead bearer token is a 401, not a visitor', async () => {
    const r = await sendAs({ ...hodan, token: 'not-a-session' }, message());
    expect(r.status).toBe(401);
  });

  test.each([
    ['a contact that is neither e-mail nor phone with dial code', { contact: '0612345678' }, CONTACT_INVALID],
    ['a broken e-mail', { contact: 'hodan@example' }, CONTACT_INVALID],
    ['a message too short to help', { message: '  help  ' }, MESSAGE_SHORT],
  ])('%s: 400 with the reason', async (_what, over, reason) => {
    const r = await sendAs(null, message(over));
    expect(r.status).toBe(400);
    expect(errorOf(r)).toBe(reason);
  });

  test.each([
    ['no name', { name: '' }, /name/],
    ['an unknown topic', { topic: 'complaint' }, /topic/],
    ['an order id that is not a number', { order_id: 'SQ-100001' }, /order_id/],
    ['a message past 2000 characters', { message: 'x'.repeat(2001) }, /message/],
  ])('%s: JSON-RPC invalid params, with a message naming the field', async (_what, over, field) => {
    const r = await sendAs(null, message(over));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: -32602 });
    expect(r.body.error?.message).toMatch(field);
  });

  test(`at most ${SUPPORT_MESSAGES_PER_HOUR} an hour per reply address: then 429 with the wait; an hour later it passes again`, async () => {
    const contact = 'limit@example.so';
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++) ok(await sendAs(null, message({ contact })), 'supportMessage');
    const refused = await sendAs(null, message({ contact }));
    expect(refused.status).toBe(429);
    expect(refused.body.result).toMatchObject({ code: 'rate_limited', retry_after: 3600 });
    expect(errorOf(refused)).toContain('60 minutes');
    shop.kit.clock.advance(60 * 60 * 1000 + 1);
    ok(await sendAs(null, message({ contact })), 'supportMessage');
  });

  test(`at most ${SUPPORT_MESSAGES_PER_HOUR_PER_IP} an hour from one network address, whatever the reply address`, async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR_PER_IP; i++) ok(await sendAs(null, message({ contact: `many${i}@example.so` }), from), 'supportMessage');
    expect((await sendAs(null, message({ contact: 'fresh@example.so' }), from)).status).toBe(429);
    expect((await sendAs(null, message({ contact: 'fresh@example.so' }), '203.0.113.8')).status).toBe(200);
  });

  test("a proxy's or this machine's address (nginx in front, no trustProxy) is not counted: the shop is not limited as a whole", async () => {
    for (const proxy of ['127.0.0.1', '10.0.0.2', '172.18.0.3', '192.168.1.4', '::1', 'fd00::5']) expect(isProxyAddress(proxy)).toBe(true);
    for (const client of ['203.0.113.7', '41.78.72.9', '2001:db8::1']) expect(isProxyAddress(client)).toBe(false);
    for (let i = 0; i <= SUPPORT_MESSAGES_PER_HOUR_PER_IP; i++) ok(await sendAs(null, message({ contact: `behind-proxy${i}@example.so` }), '10.0.0.2'), 'supportMessage');
  });

  test('an e-mail that fails: the message is kept as failed and the shopper is told to try again (502)', async () => {
    const sent = shop.kit.sent;
    const push = sent.push;
    sent.push = () => {
      throw new Error('SMTP refused');
    };
    try {
      const r = await sendAs(null, message({ contact: 'fails@example.so' }));
      expect(r.status).toBe(502);
      expect(errorOf(r)).toBe(SEND_FAILED);
    } finally {
      sent.push = push;
    }
    const rows = await shop.db.select().from(supportMessages).where(eq(supportMessages.contact, 'fails@example.so'));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});
