import Value from 'typebox/value';
import { calls } from '../contract';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { buildApp } from '../app';
import { rpc, setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

describe('sellers', () => {
  it('answers a seller with its stock locations, by the contract', async () => {
    const res = await rpc(shop.app, '/api/sellers/1');
    expect(res.status).toBe(200);
    expect(Value.Check(calls.seller.result, res.body.result)).toBe(true);
    expect(res.body.result).toMatchObject({ seller: { id: 1, name: 'Hodan Beauty', city: 'Hargeisa' } });
  });

  it('"Seller ID is required" for a blank id (HTTP 400)', async () => {
    for (const url of ['/api/sellers/%20', '/api/sellers/']) {
      const res = await rpc(shop.app, url);
      expect(res.status).toBe(400);
      expect(res.body.result).toEqual({ status: 'error', code: 'invalid_params', message: 'Seller ID is required' });
    }
  });

  it('"Seller information not found" for an unknown or malformed id (HTTP 404)', async () => {
    for (const url of ['/api/sellers/999', '/api/sellers/abc']) {
      const res = await rpc(shop.app, url);
      expect(res.status).toBe(404);
      expect(res.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Seller information not found' });
    }
  });
});

describe('stock locations', () => {
  it('lists the seeded locations, warehouse first; a seller filter keeps its own', async () => {
    const res = await rpc(shop.app, '/api/logistics/locations');
    expect(Value.Check(calls.logisticsLocations.result, res.body.result)).toBe(true);
    const { locations, is_fallback } = res.body.result as unknown as { locations: { is_warehouse: boolean; seller_id: number | null }[]; is_fallback: boolean };
    expect(is_fallback).toBe(false);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    expect(locations[0]!.is_warehouse).toBe(true);
    const own = (await rpc(shop.app, '/api/logistics/locations', { seller_id: 2 })).body.result as unknown as { locations: { seller_id: number | null }[] };
    expect(own.locations.map((l) => l.seller_id)).toEqual([2]);
  });

  it('falls back to one default location when none are configured', async () => {
    let database: Database | undefined;
    let empty: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      database = await createTestDatabase();
      empty = await buildApp({ database, checkResults: true });
      const res = await rpc(empty, '/api/logistics/locations');
      expect(res.body.result).toEqual({
        status: 'success',
        is_fallback: true,
        locations: [{ id: 0, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null }],
      });
    } finally {
      // The app before its database, whether the test passed or not.
      await empty?.close();
      await database?.close();
    }
  });
});
