/**
 * The orders' seam to mobile money is an option of each app (app.ts → the orders plugin), not a
 * process-wide object: two apps in one process each call the hooks they were built with, so a
 * later app (another test's, or a second API on one machine) never takes over an earlier one's.
 */
import { authKit } from '../auth/test-kit';
import type { PaymentHooks } from './payment-hooks';
import { MOBILE_MONEY_UNAVAILABLE } from './create';
import { ok, openShop, placeOrder, product, send, shopper, type Shop } from './test-kit';

const watched = (): PaymentHooks => ({ startOrderPayment: jest.fn(async () => undefined), refundToMobileMoney: jest.fn(async () => undefined) });
const first = watched();
const second = watched();
let shops: Shop[] = [];
beforeAll(async () => {
  const a = await openShop(await authKit({ orderPayments: first }));
  // Built after the first: under a process-wide seam it would have replaced the first's hooks.
  const b = await openShop(await authKit({ orderPayments: second }));
  shops = [a, b];
});
afterAll(() => Promise.all(shops.map((s) => s.kit.close())));

const startsOf = (hooks: PaymentHooks) => (hooks.startOrderPayment as jest.Mock).mock.calls.length;

it("each app asks its own payment hooks to start a mobile money order's payment", async () => {
  const extra = { payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: '+252615551234' };
  const expected = [[1, 0], [1, 1]];
  for (const [i, [shop, hooks]] of ([[shops[0]!, first], [shops[1]!, second]] as const).entries()) {
    const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
    const me = await shopper(shop);
    const order = ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], extra), 'orderCreate').order;
    expect(order.payment_status).toBe('pending');
    expect(hooks.startOrderPayment).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ orderId: order.id, userId: me.userId }));
    expect([startsOf(first), startsOf(second)]).toEqual(expected[i]);
  }
});

it('a shop whose hooks say mobile money is not set up refuses a mobile money order before writing it (409, its reason), and takes cash', async () => {
  const off: PaymentHooks = { ...watched(), mobileMoneyAvailable: () => false };
  const shop = await openShop(await authKit({ orderPayments: off }));
  shops.push(shop);
  const p = await product(shop, { stock: { [shop.warehouse]: 5 } });
  const me = await shopper(shop);
  const extra = { payment_method: 'mobile_money', payment_provider: 'evc_plus', payment_phone: '+252615551234' };
  const refused = await placeOrder(shop, me, [{ product_id: p, quantity: 1 }], extra);
  expect([refused.status, refused.body.result]).toEqual([409, expect.objectContaining({ status: 'error', code: 'mobile_money_unavailable', message: MOBILE_MONEY_UNAVAILABLE })]);
  expect(off.startOrderPayment).not.toHaveBeenCalled();
  const orders = ok(await send(shop, 'orders', {}, me), 'orders');
  expect(orders.orders).toHaveLength(0);
  expect(ok(await placeOrder(shop, me, [{ product_id: p, quantity: 1 }]), 'orderCreate').order.payment_method).toBe('cash_on_delivery');
  // The wallet's balance tells the shopper's pages so before they offer it; hooks that do not say take it.
  expect(ok(await send(shop, 'walletBalance', {}, me), 'walletBalance').mobile_money).toBe(false);
  expect(ok(await send(shops[0]!, 'walletBalance', {}, await shopper(shops[0]!)), 'walletBalance').mobile_money).toBe(true);
});
