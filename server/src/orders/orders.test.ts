import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { orders } from '../db/schema-orders';
import { renderNotice } from 'shared-api/notification-texts';
import { advance, ok, openShop, placed, placeOrder, product, send, shopper, speaks, stockAt, type Loose, type Shop } from './test-kit';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop.kit.close());

describe("the shopper's path", () => {
  it('quote → create → list by group → detail → cancel → the stock is back', async () => {
    const tea = await product(shop, { priceCents: 4_50, stock: { [shop.warehouse]: 5 }, name: 'Shaah Kenya' });
    const oil = await product(shop, { priceCents: 6_00, stock: { [shop.hargeisa]: 3 }, name: 'Saliid qumbe' });
    const me = await shopper(shop);
    const items = [
      { product_id: tea, quantity: 2, stock_location_id: shop.warehouse },
      { product_id: oil, quantity: 1, stock_location_id: shop.hargeisa },
    ];

    const quote = ok(await send(shop, 'deliveryQuote', { delivery_address_id: me.addressId, items }, me), 'deliveryQuote');
    expect(quote.groups.map((g: Loose) => [g.stock_location.id, g.subtotal, g.delivery_fee, g.delivery_method, g.error])).toEqual([
      [shop.warehouse, 9, 1.5, 'Standard', null],
      [shop.hargeisa, 6, 1.5, 'Standard', null],
    ]);
    expect(quote).toMatchObject({ subtotal: 15, delivery_fee: 3, formatted_fee: '$3.00', total: 18, formatted_total: '$18.00', unavailable: [] });

    const order = await placed(shop, me, items, { note: 'Call before you come' });
    expect(order.order_number).toBe(`SQ-${100000 + order.id}`);
    expect(order).toMatchObject({
      status: 'placed', group: 'active', payment_method: 'cash_on_delivery', payment_status: 'unpaid',
      subtotal: 15, delivery_fee: 3, total: 18, formatted_total: '$18.00', note: 'Call before you come', can_cancel: true, can_return: false,
    });
    expect(order.address).toEqual({
      id: me.addressId, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', delivery_method: 'Standard',
      details: 'Near Hodan market, blue gate', phone: '+252615551234',
    });
    // The order is the quote, shipment for shipment.
    expect(order.shipments).toEqual(quote.groups);
    expect(order.timeline.map((e: Loose) => e.status)).toEqual(['placed']);
    expect([await stockAt(shop, tea, shop.warehouse), await stockAt(shop, oil, shop.hargeisa)]).toEqual([3, 2]);

    const active = ok(await send(shop, 'orders', { group: 'active' }, me), 'orders');
    expect(active.total).toBe(1);
    expect(active.orders[0]).toMatchObject({ id: order.id, order_number: order.order_number, item_count: 3, names: ['Shaah Kenya', 'Saliid qumbe'], shipment_count: 2, total: 18 });
    expect(ok(await send(shop, 'orders', { group: 'cancelled' }, me), 'orders').total).toBe(0);

    const detail = ok(await send(shop, 'order', { id: String(order.id) }, me), 'order').order;
    expect(detail).toEqual(order);

    const cancelled = ok(await send(shop, 'orderCancel', { id: String(order.id), reason: 'Ordered twice by mistake' }, me), 'orderCancel');
    expect(cancelled.order).toMatchObject({ status: 'cancelled', group: 'cancelled', cancel_reason: 'Ordered twice by mistake', can_cancel: false });
    expect(cancelled.order.timeline.map((e: Loose) => [e.status, e.note])).toEqual([['placed', null], ['cancelled', 'Ordered twice by mistake']]);
    expect([await stockAt(shop, tea, shop.warehouse), await stockAt(shop, oil, shop.hargeisa)]).toEqual([5, 3]);
    expect(ok(await send(shop, 'orders', { group: 'cancelled' }, me), 'orders').orders.map((o: Loose) => o.id)).toEqual([order.id]);
    expect(ok(await send(shop, 'orders', { group: 'active' }, me), 'orders').total).toBe(0);
  });

  it('lists newest first, pages with limit and offset, and every group without one', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 50 } });
    const me = await shopper(shop);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await placed(shop, me, [{ product_id: p, quantity: 1 }])).id);
    await advance(shop, ids[0]!, 'confirm', 'pack', 'ship', 'deliver');
    const all = ok(await send(shop, 'orders', { limit: 2, offset: 1 }, me), 'orders');
    expect(all.total).toBe(4);
    expect(all.orders.map((o: Loose) => o.id)).toEqual([ids[2], ids[1]]);
    expect(ok(await send(shop, 'orders', { group: 'delivered' }, me), 'orders').orders.map((o: Loose) => o.id)).toEqual([ids[0]]);
    expect(ok(await send(shop, 'orders', { group: 'active' }, me), 'orders').total).toBe(3);
  });

  it('lines of one product count together for stock and ship from one location', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 3, [shop.hargeisa]: 5 } });
    const me = await shopper(shop);
    // 2 + 2 = 4: the warehouse the cart named has only 3, Hargeisa has enough for both lines.
    const order = await placed(shop, me, [
      { product_id: p, quantity: 2, stock_location_id: shop.warehouse },
      { product_id: p, quantity: 2, stock_location_id: shop.warehouse },
    ]);
    expect(order.shipments.map((s: Loose) => [s.stock_location.id, s.lines.length])).toEqual([[shop.hargeisa, 2]]);
    expect([await stockAt(shop, p, shop.warehouse), await stockAt(shop, p, shop.hargeisa)]).toEqual([3, 1]);
  });

  it('the nearest location with enough ships when the named one lacks it: Banadir is served from Muqdisho first', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 4, [shop.hargeisa]: 4, [shop.nowhere]: 1 } });
    const me = await shopper(shop);
    const quote = ok(await send(shop, 'deliveryQuote', { delivery_address_id: me.addressId, items: [{ product_id: p, quantity: 2, stock_location_id: shop.nowhere }] }, me), 'deliveryQuote');
    expect(quote.groups.map((g: Loose) => g.stock_location.id)).toEqual([shop.warehouse]);
    // From Somaliland, Hargeisa is nearest.
    const there = ok(await send(shop, 'deliveryQuote', { country: 'Somaliland', region: 'Maroodi Jeex', items: [{ product_id: p, quantity: 2 }] }), 'deliveryQuote');
    expect(there.groups.map((g: Loose) => g.stock_location.id)).toEqual([shop.hargeisa]);
  });

  it('a note added later is kept with the order', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    const res = ok(await send(shop, 'orderNote', { id: String(order.id), note: '  Please ring twice\nthe bell is broken ' }, me), 'orderNote');
    expect(res.message).toBe('Note added');
    expect(res.order.notes.map((n: Loose) => n.note)).toEqual(['Please ring twice\nthe bell is broken']);
  });
});

describe('prices and fees are the server’s', () => {
  it('a price sent by the client is ignored; today’s price is charged and kept on the order', async () => {
    const p = await product(shop, { priceCents: 7_25, stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const cheap = [{ product_id: p, quantity: 2, price: 0.01, line_total: 0.02 }];
    const quote = ok(await send(shop, 'deliveryQuote', { items: cheap, subtotal: 0 }), 'deliveryQuote');
    expect(quote.groups[0].lines[0]).toMatchObject({ price: 7.25, line_total: 14.5 });
    const order = await placed(shop, me, cheap, { subtotal: 0, delivery_fee: 0, total: 0.02 });
    expect(order.shipments[0].lines[0]).toMatchObject({ price: 7.25, line_total: 14.5 });
    expect(order).toMatchObject({ subtotal: 14.5, total: 16 });
  });

  it('a later price change does not change a placed order', async () => {
    const p = await product(shop, { priceCents: 3_00, stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    await shop.db.update(products).set({ priceCents: 9_00 }).where(eq(products.id, p));
    const again = ok(await send(shop, 'order', { id: String(order.id) }, me), 'order').order;
    expect(again.shipments[0].lines[0].price).toBe(3);
    const quote = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: p, quantity: 1 }] }), 'deliveryQuote');
    expect(quote.groups[0].lines[0].price).toBe(9);
  });
});

describe('free delivery (spec §9)', () => {
  it('any free-delivery line of the cart makes every location’s part free', async () => {
    const free = await product(shop, { priceCents: 2_00, freeDelivery: true, stock: { [shop.warehouse]: 5 } });
    const paid = await product(shop, { priceCents: 2_00, stock: { [shop.hargeisa]: 5 } });
    const q = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: free, quantity: 1 }, { product_id: paid, quantity: 1 }] }), 'deliveryQuote');
    expect(q.groups.map((g: Loose) => [g.delivery_fee, g.free_delivery_reason])).toEqual([[0, 'free_delivery_product'], [0, 'free_delivery_product']]);
    expect(q).toMatchObject({ delivery_fee: 0, formatted_fee: '$0.00', total: 4 });
  });

  it('a location’s subtotal reaching the minimum ships free; another location below it still pays', async () => {
    const big = await product(shop, { priceCents: 25_00, stock: { [shop.warehouse]: 5 } });
    const small = await product(shop, { priceCents: 1_00, stock: { [shop.hargeisa]: 5 } });
    const q = ok(await send(shop, 'deliveryQuote', { region: 'Banadir', items: [{ product_id: big, quantity: 1 }, { product_id: small, quantity: 1 }] }), 'deliveryQuote');
    expect(q.groups.map((g: Loose) => [g.stock_location.id, g.delivery_fee, g.free_delivery_reason, g.minimum_order_value])).toEqual([
      [shop.warehouse, 0, 'minimum_order_reached', 25],
      [shop.hargeisa, 1.5, null, 25],
    ]);
    expect(q).toMatchObject({ subtotal: 26, delivery_fee: 1.5, total: 27.5, formatted_total: '$27.50' });
  });

  it('just below the minimum the fee stays, and an out-of-stock free line frees nothing', async () => {
    const p = await product(shop, { priceCents: 24_99, stock: { [shop.warehouse]: 5 } });
    const gone = await product(shop, { freeDelivery: true, stock: { [shop.warehouse]: 0 } });
    const q = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: p, quantity: 1 }, { product_id: gone, quantity: 1 }], delivery_method: 'Standard' }), 'deliveryQuote');
    expect(q.groups.map((g: Loose) => [g.delivery_fee, g.free_delivery_reason])).toEqual([[1.5, null]]);
    expect(q.unavailable).toEqual([expect.objectContaining({ product_id: gone, reason: 'out_of_stock', available: 0 })]);
  });

  it('HAAD EXPRESS only when every product of the part is express and it leaves from the region’s own city', async () => {
    const fast = await product(shop, { isHaadExpress: true, stock: { [shop.warehouse]: 5, [shop.hargeisa]: 5 } });
    const slow = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const one = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: fast, quantity: 1 }] }), 'deliveryQuote');
    expect(one.groups[0]).toMatchObject({ delivery_method: 'HAAD EXPRESS', delivery_fee: 3.5, estimated_delivery_time: 'Same day / Next day' });
    const mixed = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: fast, quantity: 1 }, { product_id: slow, quantity: 1 }] }), 'deliveryQuote');
    expect(mixed.groups[0]).toMatchObject({ delivery_method: 'Standard', delivery_fee: 1.5 });
  });
});

describe('a location without a fee (spec §8)', () => {
  it('its group says so and adds nothing; the other groups keep their fees', async () => {
    const near = await product(shop, { priceCents: 2_00, stock: { [shop.warehouse]: 5 } });
    const far = await product(shop, { priceCents: 3_00, stock: { [shop.nowhere]: 5 } });
    const q = ok(await send(shop, 'deliveryQuote', { items: [{ product_id: near, quantity: 1 }, { product_id: far, quantity: 1 }], delivery_method: 'Standard' }), 'deliveryQuote');
    expect(q.groups.map((g: Loose) => [g.stock_location.id, g.delivery_fee, g.formatted_fee, g.error])).toEqual([
      [shop.warehouse, 1.5, '$1.50', null],
      [shop.nowhere, null, null, 'Unable to calculate fee for Atlantis Depot'],
    ]);
    expect(q).toMatchObject({ subtotal: 5, delivery_fee: 1.5, total: 6.5 });
  });

  it('an order with such a part is refused with that message, and nothing is written', async () => {
    const far = await product(shop, { stock: { [shop.nowhere]: 5 } });
    const me = await shopper(shop);
    const res = await placeOrder(shop, me, [{ product_id: far, quantity: 1 }]);
    expect(res.status).toBe(422);
    expect(res.body.result).toMatchObject({ status: 'error', code: 'fee_unavailable', message: 'Unable to calculate fee for Atlantis Depot' });
    expect(await stockAt(shop, far, shop.nowhere)).toBe(5);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
  });
});

describe('lines the shop cannot sell', () => {
  it('too few, none, or gone: each named with what is left, and the order writes nothing', async () => {
    const few = await product(shop, { name: 'Malab Sidr', stock: { [shop.warehouse]: 2 } });
    const none = await product(shop, { name: 'Timir Medjool', stock: { [shop.warehouse]: 0 } });
    const fine = await product(shop, { stock: { [shop.warehouse]: 9 } });
    const items = [{ product_id: few, quantity: 3 }, { product_id: none, quantity: 1 }, { product_id: 999_999, quantity: 1 }, { product_id: fine, quantity: 1 }];
    const q = ok(await send(shop, 'deliveryQuote', { items }), 'deliveryQuote');
    expect(q.unavailable).toEqual([
      { product_id: few, variant_id: null, name: 'Malab Sidr', reason: 'out_of_stock', available: 2, message: 'Only 2 left of Malab Sidr' },
      { product_id: none, variant_id: null, name: 'Timir Medjool', reason: 'out_of_stock', available: 0, message: 'Sorry, Timir Medjool is out of stock' },
      { product_id: 999_999, variant_id: null, name: 'Product 999999', reason: 'not_found', available: 0, message: 'Product 999999 is no longer sold' },
    ]);
    expect(q.groups.flatMap((g: Loose) => g.lines.map((l: Loose) => l.product_id))).toEqual([fine]);

    const me = await shopper(shop);
    const res = await placeOrder(shop, me, items);
    expect(res.status).toBe(409);
    expect(res.body.result).toMatchObject({ status: 'error', code: 'product_unavailable' });
    expect(res.body.result?.message).toBe('Only 2 left of Malab Sidr; Sorry, Timir Medjool is out of stock; Product 999999 is no longer sold');
    expect(res.body.result?.unavailable).toEqual(q.unavailable);
    expect(await stockAt(shop, fine, shop.warehouse)).toBe(9);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
  });

  it('a variant the product does not have (the catalogue has none) is refused like a gone product, by the quote and the order', async () => {
    const p = await product(shop, { name: 'Subag Riyo', stock: { [shop.warehouse]: 5 } });
    const other = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const items = [{ product_id: p, quantity: 1, variant_id: 424_242 }, { product_id: other, quantity: 1 }];
    const q = ok(await send(shop, 'deliveryQuote', { items }), 'deliveryQuote');
    expect(q.unavailable).toEqual([
      { product_id: p, variant_id: 424_242, name: 'Subag Riyo', reason: 'not_found', available: 0, message: 'This option of Subag Riyo is no longer sold' },
    ]);
    expect(q.groups.flatMap((g: Loose) => g.lines.map((l: Loose) => [l.product_id, l.variant_id]))).toEqual([[other, null]]);

    const me = await shopper(shop);
    const res = await placeOrder(shop, me, items);
    expect(res.status).toBe(409);
    expect(res.body.result).toMatchObject({ status: 'error', code: 'product_unavailable', message: 'This option of Subag Riyo is no longer sold', unavailable: q.unavailable });
    expect(await stockAt(shop, p, shop.warehouse)).toBe(5);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
  });
});

describe('what an order needs', () => {
  it("no address or no item: 'Missing required order information' (spec §5)", async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    for (const params of [{ items: [{ product_id: p, quantity: 1 }] }, { delivery_address_id: me.addressId, items: [] }, { delivery_address_id: me.addressId }]) {
      const res = await send(shop, 'orderCreate', params, me, { 'Idempotency-Key': `missing-${Math.random()}` });
      expect([res.status, res.body.result?.message]).toEqual([400, 'Missing required order information']);
    }
  });

  it('an address in a region the shop does not know cannot be priced', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop, { region: 'Narnia' });
    const res = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }]);
    expect([res.status, res.body.result?.message]).toEqual([422, 'Unable to calculate fee for Narnia, Somalia']);
    expect(await stockAt(shop, p, shop.warehouse)).toBe(5);
  });

  it('the quote with a saved address needs a session', async () => {
    const me = await shopper(shop);
    const res = await send(shop, 'deliveryQuote', { delivery_address_id: me.addressId, items: [{ product_id: 1, quantity: 1 }] });
    expect(res.status).toBe(401);
  });
});

describe('following an order', () => {
  it('track by id or by number in any case; the estimate goes once it is delivered', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5, [shop.hargeisa]: 5 } });
    const q2 = await product(shop, { stock: { [shop.hargeisa]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1, stock_location_id: shop.warehouse }, { product_id: q2, quantity: 1 }]);
    for (const ref of [String(order.id), order.order_number, order.order_number.toLowerCase(), ` ${order.order_number.replace('-', '')} `]) {
      const t = ok(await send(shop, 'orderTrack', { id: ref }, me), 'orderTrack');
      expect(t).toMatchObject({ order_id: order.id, order_number: order.order_number, order_status: 'placed', estimated_delivery_time: '1-2 days' });
      expect(t.shipments.map((s: Loose) => s.stock_location)).toEqual(['Suuq Warehouse — Muqdisho', 'Hodan Beauty — Hargeisa']);
    }
    await advance(shop, order.id, 'confirm', 'pack', 'ship', 'deliver');
    const done = ok(await send(shop, 'orderTrack', { id: order.order_number }, me), 'orderTrack');
    expect(done).toMatchObject({ order_status: 'delivered', estimated_delivery_time: null });
    expect(done.timeline.map((e: Loose) => e.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    const bad = await send(shop, 'orderTrack', { id: 'ABC-1' }, me);
    expect([bad.status, bad.body.result?.message]).toEqual([400, 'Enter an order number like SQ-100042']);
  });

  it('assignment follows the status; a courier is named once packed', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    const seen = async () => ok(await send(shop, 'orderAssignment', { id: String(order.id) }, me), 'orderAssignment');
    expect(await seen()).toMatchObject({ assignment_status: 'unassigned', courier: null });
    await advance(shop, order.id, 'confirm', 'pack');
    const packed = await seen();
    expect(packed.assignment_status).toBe('assigned');
    expect(packed.courier).toEqual({ name: expect.any(String), phone: expect.stringMatching(/^\+252/) });
    await advance(shop, order.id, 'ship');
    expect((await seen()).assignment_status).toBe('picked_up');
  });

  it('sellers are those of the shipments’ locations (the warehouse has none)', async () => {
    const a = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const b = await product(shop, { stock: { [shop.hargeisa]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: a, quantity: 1 }, { product_id: b, quantity: 1 }]);
    const s = ok(await send(shop, 'orderSeller', { id: String(order.id) }, me), 'orderSeller');
    expect(s.sellers).toEqual([{ id: shop.sellerId, name: 'Hodan Beauty', city: 'Hargeisa', phone: '+252634000111' }]);
  });

  it('every status change of a new order reaches WhatsApp and e-mail (on by default); turned off, a channel gets none, the in-app notice still comes', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    await speaks(shop, me, 'en');
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    const id = String(order.id);
    // The owner's read says what the order page's panel shows when it opens.
    expect(ok(await send(shop, 'order', { id }, me), 'order').order.update_channels).toEqual(['email', 'whatsapp']);
    const sentAfter = async (action: string) => {
      await shop.kit.app.notificationDispatcher.settle();
      const before = shop.kit.sent.length;
      await advance(shop, order.id, action);
      await shop.kit.app.notificationDispatcher.settle();
      return shop.kit.sent.slice(before).map((m) => [m.channel, m.template, m.text]);
    };
    const said = (status: string) => renderNotice('order_status', { order: order.order_number, status }, 'en');
    let text = said('confirmed');
    expect(await sentAfter('confirm')).toEqual([
      ['whatsapp', 'order_status', `${text.title}\n${text.body}`],
      ['email', 'order_status', text.body],
    ]);

    const noWhatsapp = ok(await send(shop, 'orderSubscribe', { id, channel: 'whatsapp', subscribed: false }, me), 'orderSubscribe');
    expect(noWhatsapp).toMatchObject({ subscribed: true, channels: ['email'], message: `You will get updates of order ${order.order_number} by e-mail` });
    expect(ok(await send(shop, 'order', { id }, me), 'order').order.update_channels).toEqual(['email']);
    text = said('packed');
    expect(await sentAfter('pack')).toEqual([['email', 'order_status', text.body]]);

    const none = ok(await send(shop, 'orderSubscribe', { id, subscribed: false }, me), 'orderSubscribe');
    expect(none).toMatchObject({ subscribed: false, channels: [], message: `You will no longer get updates of order ${order.order_number}` });
    expect(await sentAfter('ship')).toEqual([]);
    const listed = ok(await send(shop, 'notifications', {}, me), 'notifications').notifications as Loose[];
    const inApp = listed.filter((n) => n.order_id === order.id && n.message_key === 'order_status');
    expect(inApp.map((n) => (n.params as Loose).status).sort()).toEqual(['confirmed', 'packed', 'shipped']);

    const back = ok(await send(shop, 'orderSubscribe', { id, channel: 'whatsapp' }, me), 'orderSubscribe');
    expect(back).toMatchObject({ subscribed: true, channels: ['whatsapp'], message: `You will get updates of order ${order.order_number} by WhatsApp` });
    text = said('delivered');
    expect(await sentAfter('deliver')).toEqual([['whatsapp', 'order_status', `${text.title}\n${text.body}`]]);
  });
});

describe('staff only', () => {
  it('staffOrderAdvance: 401 without a session, 403 for a shopper', async () => {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const order = await placed(shop, me, [{ product_id: p, quantity: 1 }]);
    expect((await send(shop, 'staffOrderAdvance', { id: String(order.id), action: 'confirm' })).status).toBe(401);
    const mine = await send(shop, 'staffOrderAdvance', { id: String(order.id), action: 'confirm' }, me);
    expect([mine.status, mine.body.result?.code]).toEqual([403, 'forbidden']);
  });
});
