import { eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { calls } from '../contract';
import { sellers, stockLocations } from '../db/schema';
import { rpc, setUpSeededApp } from '../testing/app';
import { findZone } from './fees';
import { locationFee } from './location-fee';

const shop = setUpSeededApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const ok = (r: Awaited<ReturnType<typeof rpc>>, call: keyof typeof calls) => {
  expect(r.body.result?.message).toBeUndefined();
  expect(r.status).toBe(200);
  expect(Value.Check(calls[call].result, r.body.result)).toBe(true);
  return r.body.result as Loose;
};
const fee = async (p: Loose) => ok(await rpc(shop.app, '/api/delivery/calculate-fee', p), 'calculateFee');
const location = async (name: string) => (await shop.database.db.select().from(stockLocations).where(eq(stockLocations.name, name)))[0]!;

describe('calculate-fee', () => {
  it('without a location: the region’s own city ships, HAAD EXPRESS by default (spec §9)', async () => {
    expect(await fee({ country: 'Somalia', region: 'Banadir', district: 'Hodan' })).toEqual({
      status: 'success', delivery_fee: 3.5, formatted_fee: '$3.50', description: 'HAAD EXPRESS to Hodan, Banadir: Same day / Next day',
      minimum_order_value: 25, delivery_method: 'HAAD EXPRESS', estimated_delivery_time: 'Same day / Next day', is_free: false,
    });
    expect(await fee({ district: 'kaxda', delivery_method: 'standard' })).toMatchObject({ delivery_fee: 2.5, formatted_fee: '$2.50', description: 'Standard to Kaxda, Banadir: 1-2 days' });
  });

  it('free once order_value reaches the region’s minimum, not a cent before', async () => {
    const free = await fee({ region: 'Banadir', district: 'Hodan', order_value: 25 });
    expect(free).toMatchObject({ delivery_fee: 0, formatted_fee: '$0.00', is_free: true, minimum_order_value: 25 });
    expect(free.description).toBe('Free HAAD EXPRESS delivery to Hodan, Banadir: the order reaches the $25.00 minimum');
    expect(await fee({ region: 'Banadir', district: 'Hodan', order_value: 24.99 })).toMatchObject({ formatted_fee: '$3.50', is_free: false });
  });

  it('a stock location outside the region’s city ships Standard: same-day only from the region’s own city', async () => {
    const hargeisa = await location('Hodan Beauty — Hargeisa');
    expect(await fee({ region: 'Banadir', district: 'Hodan', delivery_method: 'HAAD EXPRESS', stock_location_id: hargeisa.id })).toMatchObject({
      delivery_method: 'Standard', formatted_fee: '$1.50', estimated_delivery_time: '1-2 days',
    });
    const bakaara = await location('Bakaara Fashion — Muqdisho');
    expect(await fee({ region: 'Banadir', district: 'Hodan', stock_location_id: bakaara.id })).toMatchObject({ delivery_method: 'HAAD EXPRESS', formatted_fee: '$3.50' });
  });

  it('seller_id picks the seller’s location; a stock location of another seller is not found', async () => {
    const hargeisa = await location('Hodan Beauty — Hargeisa');
    const r = await fee({ country: 'Somaliland', region: 'Maroodi Jeex', seller_id: hargeisa.sellerId });
    expect(r).toMatchObject({ delivery_method: 'Standard', formatted_fee: '$2.00', minimum_order_value: 40, description: 'Standard to Maroodi Jeex: 1-3 days' });
    const other = await location('Barwaaqo Foods — Kismaayo');
    const mismatch = await rpc(shop.app, '/api/delivery/calculate-fee', { stock_location_id: other.id, seller_id: hargeisa.sellerId });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Stock location not found' });
  });

  it('an unknown stock location or seller is 404 with a message', async () => {
    const loc = await rpc(shop.app, '/api/delivery/calculate-fee', { stock_location_id: 999_999 });
    expect(loc.status).toBe(404);
    expect(loc.body.result).toMatchObject({ status: 'error', message: 'Stock location not found' });
    const seller = await rpc(shop.app, '/api/delivery/calculate-fee', { seller_id: 999_999 });
    expect(seller.status).toBe(404);
    expect(seller.body.result).toMatchObject({ status: 'error', message: 'No stock location found for this seller' });
  });

  it('a location in a city no region ships from, or an unknown region: "Unable to calculate fee for {location}" (spec §8)', async () => {
    const [seller] = await shop.database.db.select().from(sellers).limit(1);
    const [garowe] = await shop.database.db.insert(stockLocations).values({ name: 'Garoowe Shop', city: 'Garoowe', sellerId: seller!.id }).returning();
    const r = await rpc(shop.app, '/api/delivery/calculate-fee', { region: 'Nugaal', stock_location_id: garowe!.id });
    expect(r.status).toBe(422);
    expect(r.body.result).toEqual({ status: 'error', code: 'unknown_location', message: 'Unable to calculate fee for Garoowe Shop' });
    const region = await rpc(shop.app, '/api/delivery/calculate-fee', { region: 'Atlantis' });
    expect(region.status).toBe(422);
    expect(region.body.result?.message).toBe('Unable to calculate fee for Atlantis, Somalia');
    await shop.database.db.delete(stockLocations).where(eq(stockLocations.id, garowe!.id));
  });

  it('agrees with locationFee (the one rule of a location’s part) for every location, address, method and value', async () => {
    const locations = await shop.database.db.select().from(stockLocations);
    const places = [
      { region: 'Banadir', district: 'Deyniile' },
      { country: 'Somaliland', region: 'Maroodi Jeex', district: 'Gabiley' },
      { region: 'Jubbada Hoose', district: 'Afmadow' },
      { country: 'Kenya', region: 'Nairobi' },
    ];
    for (const l of locations) {
      for (const place of places) {
        for (const method of [undefined, 'Standard', 'HAAD EXPRESS']) {
          for (const value of [0, 39.99, 40, 250]) {
            const rule = locationFee({ zone: findZone(place), locationCity: l.city, askedMethod: method, allExpress: true, subtotalCents: Math.round(value * 100), anyFreeLine: false });
            if (!rule.ok) throw new Error(`seeded location ${l.name} cannot be priced`);
            const r = await fee({ ...place, delivery_method: method, order_value: value, stock_location_id: l.id });
            expect({ method: r.delivery_method, cents: Math.round(r.delivery_fee * 100), time: r.estimated_delivery_time, free: r.is_free }).toEqual({
              method: rule.method, cents: rule.cents, time: rule.time, free: rule.freeReason !== null,
            });
          }
        }
      }
    }
  });
});

describe('regions, methods and options', () => {
  it('/customer/api/regions answers exactly what /cutomer/api/regions does', async () => {
    for (const country of [undefined, 'Somaliland', 'kenya']) {
      const p = country ? { country } : {};
      const right = ok(await rpc(shop.app, '/customer/api/regions', p), 'deliveryRegionsCustomer');
      expect(right).toEqual(ok(await rpc(shop.app, '/cutomer/api/regions', p), 'deliveryRegions'));
      expect(right.regions.length).toBeGreaterThan(0);
    }
  });

  it('available_methods: the region’s methods at its base fee', async () => {
    const banadir = ok(await rpc(shop.app, '/customer/api/delivery/available_methods', {}), 'deliveryMethods');
    expect(banadir.methods).toEqual([
      { method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' },
      { method: 'HAAD EXPRESS', delivery_fee: 3.5, formatted_fee: '$3.50', estimated_delivery_time: 'Same day / Next day' },
    ]);
    const bari = ok(await rpc(shop.app, '/customer/api/delivery/available_methods', { region: 'bari' }), 'deliveryMethods');
    expect(bari.methods).toEqual([{ method: 'Standard', delivery_fee: 6.5, formatted_fee: '$6.50', estimated_delivery_time: '4-6 days' }]);
    const unknown = await rpc(shop.app, '/customer/api/delivery/available_methods', { region: 'Atlantis' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result?.message).toBe('Unable to calculate fee for Atlantis, Somalia');
  });

  it('available_options: the exact address’s fees (district surcharge), all free from the minimum order value', async () => {
    const url = '/customer/api/delivery/available_options';
    const kaxda = ok(await rpc(shop.app, url, { region: 'Banadir', city: 'Muqdisho', district: 'Kaxda', order_value: 10 }), 'deliveryOptions');
    expect(kaxda).toMatchObject({ minimum_order_value: 25, is_free: false });
    expect(kaxda.options.map((o: Loose) => [o.method, o.formatted_fee])).toEqual([['Standard', '$2.50'], ['HAAD EXPRESS', '$4.50']]);
    const free = ok(await rpc(shop.app, url, { region: 'Banadir', district: 'Kaxda', order_value: 25 }), 'deliveryOptions');
    expect(free.is_free).toBe(true);
    expect(free.options.map((o: Loose) => [o.delivery_fee, o.formatted_fee])).toEqual([[0, '$0.00'], [0, '$0.00']]);
    const nairobi = ok(await rpc(shop.app, url, { country: 'Kenya', region: 'Nairobi', district: 'Eastleigh', order_value: 199.99 }), 'deliveryOptions');
    expect(nairobi).toMatchObject({ minimum_order_value: 200, is_free: false, options: [{ method: 'Standard', formatted_fee: '$12.00' }] });
  });
});
