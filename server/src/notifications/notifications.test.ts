/**
 * Notifications (spec §7): an order's status change writes one for its shopper (in English here:
 * the shopper said so; languages and channels are held by dispatcher.test.ts); the list, the
 * unread count, mark one and mark all are the bearer's own (another's id → 404); the WhatsApp test
 * message goes through the messenger to the account's own number only, bounded and rate-limited.
 */
import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema-notifications';
import { advance, ok, openShop, placed, product, send, shopper, speaks, type Loose, type Shop, type Shopper } from '../orders/test-kit';
import { NOTIFICATION_NOT_FOUND } from './service';
import { WHATSAPP_TEST_LIMIT, WHATSAPP_TEST_NOT_OWN } from './routes';

let shop: Shop;
let a: Shopper;
let b: Shopper;
let order: Loose;

beforeAll(async () => {
  shop = await openShop();
  a = await shopper(shop);
  b = await shopper(shop);
  await speaks(shop, a, 'en');
  const p = await product(shop, { stock: { [shop.warehouse]: 20 } });
  order = await placed(shop, a, [{ product_id: p, quantity: 1 }]);
});
afterAll(() => shop.kit.close());

const list = (who: Shopper) => send(shop, 'notifications', {}, who);

describe('notifications', () => {
  it('a status change creates a notification for the order’s shopper, and only for them', async () => {
    // Placing it told them already (issue 28).
    expect(ok(await list(a), 'notifications')).toMatchObject({ notifications: [{ kind: 'order_placed', order_id: order.id }], unread_count: 1 });
    await advance(shop, order.id, 'confirm', 'pack');
    const mine = ok(await list(a), 'notifications');
    expect(mine.unread_count).toBe(3);
    expect(mine.notifications.slice(0, 2).map((n: Loose) => [n.kind, n.title, n.order_id, n.read])).toEqual([
      ['order_status', `Order ${order.order_number}: Packed`, order.id, false],
      ['order_status', `Order ${order.order_number}: Confirmed`, order.id, false],
    ]);
    expect(mine.notifications[0].message).toBe(`Your order ${order.order_number} is now packed and ready to leave.`);
    expect(ok(await list(b), 'notifications')).toMatchObject({ notifications: [], unread_count: 0 });
  });

  it('a refused status change writes none', async () => {
    const before = (await shop.db.select().from(notifications)).length;
    expect((await send(shop, 'orderCancel', { id: String(order.id), reason: 'Too late' }, b)).status).toBe(404);
    expect((await shop.db.select().from(notifications)).length).toBe(before);
  });

  it('limit bounds the list (default 50, at most 100)', async () => {
    expect(ok(await send(shop, 'notifications', { limit: 1 }, a), 'notifications').notifications).toHaveLength(1);
    expect((await send(shop, 'notifications', { limit: 101 }, a)).status).toBe(400);
    expect((await send(shop, 'notifications', {}, null)).status).toBe(401);
  });

  it('marking another account’s notification answers 404 and leaves it unread', async () => {
    const [n] = await shop.db.select().from(notifications).where(eq(notifications.userId, a.userId)).limit(1);
    const res = await send(shop, 'notificationRead', { id: String(n!.id) }, b);
    expect(res.status).toBe(404);
    expect(res.body.result?.message).toBe(NOTIFICATION_NOT_FOUND);
    const [after] = await shop.db.select().from(notifications).where(eq(notifications.id, n!.id));
    expect(after!.readAt).toBeNull();
  });

  it('mark one read lowers the count by one; mark all read clears it', async () => {
    const before = ok(await list(a), 'notifications');
    const one = ok(await send(shop, 'notificationRead', { id: String(before.notifications[0].id) }, a), 'notificationRead');
    expect(one.notification.read).toBe(true);
    expect(one.unread_count).toBe(before.unread_count - 1);
    const all = ok(await send(shop, 'notificationsMarkAllRead', {}, a), 'notificationsMarkAllRead');
    expect(all).toMatchObject({ marked: before.unread_count - 1, unread_count: 0 });
    expect(ok(await list(a), 'notifications').notifications.every((n: Loose) => n.read)).toBe(true);
  });
});

describe('whatsappSendTest', () => {
  /** '+252 69 1234567' for '+252691234567': the number as a shopper may type it. */
  const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`;

  it('sends through the messenger to the account’s own number, however spaced, then refuses past the hourly limit', async () => {
    const before = shop.kit.sent.length;
    const res = ok(await send(shop, 'whatsappSendTest', { phone_number: spaced(a.phone!), message: 'Salaan' }, a), 'whatsappSendTest');
    expect(res.message).toBe('Test message sent.');
    expect(shop.kit.sent.slice(before)).toEqual([expect.objectContaining({ to: a.phone!, channel: 'whatsapp', text: 'Salaan' })]);
    for (let i = 0; i < 4; i++) ok(await send(shop, 'whatsappSendTest', { phone_number: a.phone!, message: 'Salaan' }, a), 'whatsappSendTest');
    const refused = await send(shop, 'whatsappSendTest', { phone_number: a.phone!, message: 'Salaan' }, a);
    expect(refused.status).toBe(429);
    expect(refused.body.result?.message).toBe(WHATSAPP_TEST_LIMIT);
  });

  it('refuses any other number with 403 and sends nothing, without using up the hourly test messages', async () => {
    const before = shop.kit.sent.length;
    for (const other of ['+252615551234', spaced(a.phone!)]) {
      const refused = await send(shop, 'whatsappSendTest', { phone_number: other, message: 'Pay here: evil.example' }, b);
      expect(refused.status).toBe(403);
      expect(refused.body.result).toMatchObject({ status: 'error', code: 'not_own_phone', message: WHATSAPP_TEST_NOT_OWN });
    }
    expect(shop.kit.sent.slice(before)).toEqual([]);
    // Still all five of b's own: no refused number was counted.
    for (let i = 0; i < 5; i++) ok(await send(shop, 'whatsappSendTest', { phone_number: b.phone!, message: 'Salaan' }, b), 'whatsappSendTest');
  });

  it('refuses a number without a dial code, a too long message, and no session', async () => {
    expect((await send(shop, 'whatsappSendTest', { phone_number: '0615551234', message: 'Salaan' }, b)).status).toBe(400);
    expect((await send(shop, 'whatsappSendTest', { phone_number: b.phone!, message: 'x'.repeat(501) }, b)).status).toBe(400);
    expect((await send(shop, 'whatsappSendTest', { phone_number: b.phone!, message: 'Salaan' }, null)).status).toBe(401);
  });
});
