import { eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { calls } from '../contract';
import { products } from '../db/schema';
import { rpc, setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const updatesSince = async (timestamp: unknown, extra: Loose = {}) => {
  const res = await rpc(shop.app, '/api/product-updates', { timestamp, ...extra });
  expect(res.status).toBe(200);
  expect(Value.Check(calls.productUpdates.result, res.body.result)).toBe(true);
  return res.body.result as Loose;
};
const check = (headers: Record<string, string> = {}) => shop.app.inject({ method: 'HEAD', url: '/api/product-updates-check', headers });

describe('product updates', () => {
  it('the HEAD check answers 200 without a body, with Last-Modified and X-Last-Update', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toHaveLength(0);
    expect(res.headers['x-last-update']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBe(Math.floor(Date.parse(String(res.headers['x-last-update'])) / 1000) * 1000);
    expect((await check({ 'if-modified-since': String(res.headers['last-modified']) })).statusCode).toBe(304);
  });

  it('since the last update: nothing; then an update, a create and a delete, oldest first (a product created and deleted since is only a delete)', async () => {
    const since = String((await check()).headers['x-last-update']);
    expect(await updatesSince(since)).toMatchObject({ updates: [], timestamp: since, has_more: false });

    await shop.database.db.update(products).set({ priceCents: 1234 }).where(eq(products.id, 3));
    const add = async (slug: string) =>
      (await shop.database.db.insert(products).values({ slug, name: slug, nameSo: slug, priceCents: 100, categoryId: 7 }).returning({ id: products.id }))[0]!.id;
    const created = await add('poll-test-created');
    const removed = await add('poll-test-removed');
    await shop.database.db.delete(products).where(eq(products.id, removed));

    const found = await updatesSince(since);
    expect(found.updates.map((u: Loose) => [u.action, u.product.id])).toEqual([
      ['update', 3],
      ['create', created],
      ['delete', removed],
    ]);
    expect(found.updates[0].product.price).toBe(12.34);
    expect(found.timestamp > since).toBe(true);
    expect((await updatesSince(found.timestamp)).updates).toEqual([]);
    expect(String((await check()).headers['x-last-update'])).toBe(found.timestamp);
  });

  it('accepts milliseconds and seconds since 1970; a limit leaves has_more and a timestamp to go on from', async () => {
    const all = await updatesSince(0, { limit: 500 });
    expect(all.updates.length).toBeGreaterThan(100);
    const ms = await updatesSince(Date.now() - 3_600_000, { limit: 5 });
    expect(ms.updates).toHaveLength(5);
    expect(ms.has_more).toBe(true);
    const next = await updatesSince(ms.timestamp, { limit: 5 });
    expect(next.updates[0].product.id).not.toBe(ms.updates[4].product.id);
    expect((await updatesSince(Math.floor(Date.now() / 1000) + 60)).updates).toEqual([]);
  });

  it('a timestamp that is not a date is refused with a clear message', async () => {
    // Day 30 of February and year 0 look like dates; the numeric text is past year 9999.
    for (const timestamp of ['yesterday', '2026-02-30', '0000-01-01', '99999999999999999999']) {
      const res = await rpc(shop.app, '/api/product-updates', { timestamp });
      expect([timestamp, res.status]).toEqual([timestamp, 400]);
      expect(res.body.result?.message).toBe('Invalid params: timestamp must be milliseconds since 1970 or an ISO 8601 date');
    }
    expect((await rpc(shop.app, '/api/product-updates', { timestamp: '0001-01-01' })).status).toBe(200);
    expect((await rpc(shop.app, '/api/product-updates', {})).body.error?.code).toBe(-32602);
  });
});
