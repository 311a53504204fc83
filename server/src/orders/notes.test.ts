/**
 * Notes added to an order after placing it (notes.ts): at most NOTES_PER_ORDER_MAX an order, sent
 * at once or one by one; none on an order that is over (cancelled, returned), with a message that
 * says why; an order still moving (delivered, a return asked) takes them.
 */
import { eq } from 'drizzle-orm';
import { orderNotes } from '../db/schema-orders';
import { NOTES_FULL, NOTES_PER_ORDER_MAX, NOTE_ON_FINISHED_ORDER } from './notes';
import { advance, ok, openShop, placed, product, send, shopper, type Shop } from './test-kit';

let shop: Shop;
let p: number;
beforeAll(async () => {
  shop = await openShop();
  p = await product(shop, { stock: { [shop.warehouse]: 50 } });
});
afterAll(() => shop.kit.close());

const note = (orderId: number, text: string, who: { token: string }) => send(shop, 'orderNote', { id: String(orderId), note: text }, who);
const notesOf = async (orderId: number) => (await shop.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId))).length;

test(`an order holds at most ${NOTES_PER_ORDER_MAX} notes, even when they are sent at once`, async () => {
  expect(NOTES_PER_ORDER_MAX).toBe(20);
  const me = await shopper(shop);
  const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
  const answers = await Promise.all(Array.from({ length: NOTES_PER_ORDER_MAX + 5 }, (_, i) => note(order.id, `Note ${i}`, me)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(NOTES_PER_ORDER_MAX);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.map((a) => [a.status, a.body.result?.code, a.body.result?.message])).toEqual(Array(5).fill([409, 'notes_full', NOTES_FULL]));
  expect(await notesOf(order.id)).toBe(NOTES_PER_ORDER_MAX);
  // Another order of the same shopper has its own room.
  const next = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
  expect(ok(await note(next.id, 'Ring twice', me), 'orderNote').message).toBe('Note added');
});

test('a cancelled or returned order takes no note, and says why; a delivered one or a return asked still does', async () => {
  const me = await shopper(shop);
  const cancelled = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
  ok(await send(shop, 'orderCancel', { id: String(cancelled.id), reason: 'Changed my mind' }, me), 'orderCancel');
  const refused = await note(cancelled.id, 'Hello?', me);
  expect([refused.status, refused.body.result?.code, refused.body.result?.message]).toEqual([409, 'order_state', NOTE_ON_FINISHED_ORDER.cancelled]);
  expect(refused.body.result?.message).toBe('This order has been cancelled: notes can no longer be added to it.');
  expect(await notesOf(cancelled.id)).toBe(0);

  const returned = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
  await advance(shop, returned.id, 'confirm', 'pack', 'ship', 'deliver');
  ok(await note(returned.id, 'Received, thank you', me), 'orderNote');
  ok(await send(shop, 'orderReturn', { id: String(returned.id), reason: 'Wrong size', refund_method: 'cash' }, me), 'orderReturn');
  ok(await note(returned.id, 'Pick it up after 5 pm', me), 'orderNote');
  await advance(shop, returned.id, 'complete_return');
  const late = await note(returned.id, 'One more thing', me);
  expect([late.status, late.body.result?.message]).toEqual([409, NOTE_ON_FINISHED_ORDER.returned]);
  expect(await notesOf(returned.id)).toBe(2);
});
