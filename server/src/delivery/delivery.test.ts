import { eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { calls } from '../contract';
import { products, stock, stockLocations } from '../db/schema';
import { rpc, setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const ok = (r: Awaited<ReturnType<typeof rpc>>, call: keyof typeof calls) => {
  expect(r.body.result?.message).toBeUndefined();
  expect(r.status).toBe(200);
  expect(Value.Check(calls[call].result, r.body.result)).toBe(true);
  return r.body.result as Loose;
};
const info = async (id: number | string, address: Loose = {}) =>
  ok(await rpc(shop.app, `/customer/api/product/${id}/delivery-info`, address), 'productDeliveryInfo');

/** A product with exactly these delivery facts (the seed's products are random). */
async function productWith(values: { priceCents: number; freeDelivery: boolean; isHaadExpress: boolean }, offset = 0) {
  const [row] = await shop.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1).offset(offset);
  await shop.database.db.update(products).set(values).where(eq(products.id, row!.id));
  return row!.id;
}

async function locationIn(city: string, warehouse: boolean) {
  const rows = await shop.database.db.select().from(stockLocations).where(eq(stockLocations.city, city));
  return rows.find((r) => r.isWarehouse === warehouse)!;
}

async function setStock(productId: number, entries: { locationId: number; quantity: number }[]) {
  await shop.database.db.delete(stock).where(eq(stock.productId, productId));
  if (entries.length) await shop.database.db.insert(stock).values(entries.map((e) => ({ productId, stockLocationId: e.locationId, quantity: e.quantity })));
}

describe('product delivery info', () => {
  it('without an address it answers for Somalia, Banadir, shipped from the Muqdisho warehouse', async () => {
    const id = await productWith({ priceCents: 12_00, freeDelivery: false, isHaadExpress: false });
    const warehouse = await locationIn('Muqdisho', true);
    await setStock(id, [{ locationId: warehouse.id, quantity: 7 }]);
    const r = await info(id);
    expect(r.location).toEqual({ country: 'Somalia', region: 'Banadir', district: null });
    expect(r).toMatchObject({ delivery_method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' });
    expect(r.stock_location).toMatchObject({ id: warehouse.id, is_warehouse: true, city: 'Muqdisho', in_stock: true });
    expect(r.minimum_order_for_free_delivery).toBe(25);
    expect(r).toMatchObject({ has_free_delivery: false, free_delivery_reason: null, is_free_delivery_eligible: false });
  });

  it('a free-delivery product costs $0.00 with the product as the reason', async () => {
    const id = await productWith({ priceCents: 3_00, freeDelivery: true, isHaadExpress: false }, 1);
    const r = await info(id, { country: 'Somalia', region: 'Bari', district: 'Boosaaso' });
    expect(r).toMatchObject({ has_free_delivery: true, free_delivery_reason: 'free_delivery_product', is_free_delivery_eligible: true });
    expect(r).toMatchObject({ delivery_fee: 0, formatted_fee: '$0.00' });
    for (const o of r.delivery_options) expect(o.delivery_fee).toBe(0);
  });

  it('one unit at or above the region minimum ships free (spec §9)', async () => {
    const id = await productWith({ priceCents: 25_00, freeDelivery: false, isHaadExpress: false }, 2);
    const r = await info(id, { region: 'Banadir' });
    expect(r).toMatchObject({ free_delivery_reason: 'minimum_order_reached', is_free_delivery_eligible: true, has_free_delivery: false, formatted_fee: '$0.00' });
    const below = await productWith({ priceCents: 24_99, freeDelivery: false, isHaadExpress: false }, 2);
    expect((await info(below, { region: 'Banadir' })).formatted_fee).toBe('$1.50');
  });

  it('HAAD EXPRESS is the default method where it exists: same day in Banadir only, for express products', async () => {
    const id = await productWith({ priceCents: 10_00, freeDelivery: false, isHaadExpress: true }, 3);
    const banadir = await info(id, { country: 'Somalia', region: 'Banadir', district: 'Hodan' });
    expect(banadir).toMatchObject({ delivery_method: 'HAAD EXPRESS', formatted_fee: '$3.50', estimated_delivery_time: 'Same day / Next day' });
    expect(banadir.haad_express).toEqual({ available: true, estimated_delivery_time: 'Same day / Next day' });
    expect(banadir.delivery_options.map((o: Loose) => o.method)).toEqual(['Standard', 'HAAD EXPRESS']);

    const standard = await info(id, { region: 'Banadir', district: 'Hodan', delivery_method: 'Standard' });
    expect(standard).toMatchObject({ delivery_method: 'Standard', formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' });

    const hargeisa = await info(id, { country: 'Somaliland', region: 'Maroodi Jeex', city: 'Hargeisa' });
    expect(hargeisa.haad_express).toEqual({ available: false, estimated_delivery_time: null });
    expect(hargeisa).toMatchObject({ delivery_method: 'Standard', formatted_fee: '$2.00', location: { district: 'Hargeysa' } });
  });

  it('a product without HAAD EXPRESS has no same-day option even in Banadir', async () => {
    const id = await productWith({ priceCents: 10_00, freeDelivery: false, isHaadExpress: false }, 4);
    const r = await info(id, { region: 'Banadir', delivery_method: 'HAAD EXPRESS' });
    expect(r.haad_express.available).toBe(false);
    expect(r.delivery_options.map((o: Loose) => o.method)).toEqual(['Standard']);
    expect(r.delivery_method).toBe('Standard');
  });

  it('outlying districts cost more, and spelling of places does not matter', async () => {
    const id = await productWith({ priceCents: 5_00, freeDelivery: false, isHaadExpress: false }, 5);
    expect((await info(id, { country: 'somalia', region: 'BANAADIR', district: 'kaxda' })).formatted_fee).toBe('$2.50');
    const r = await info(id, { region: 'Banadir', district: 'hawl wadaag' });
    expect(r.location.district).toBe('Hawl-Wadaag');
    // An unknown district keeps the region's fee.
    expect((await info(id, { region: 'Banadir', district: 'Nowhere' })).location.district).toBeNull();
  });

  it('ships from the stock location nearest the region that has the product', async () => {
    const id = await productWith({ priceCents: 5_00, freeDelivery: false, isHaadExpress: false }, 6);
    const warehouse = await locationIn('Muqdisho', true);
    const kismaayo = await locationIn('Kismaayo', false);
    await setStock(id, [{ locationId: warehouse.id, quantity: 3 }, { locationId: kismaayo.id, quantity: 3 }]);
    expect((await info(id, { region: 'Jubbada Hoose', district: 'Kismaayo' })).stock_location.id).toBe(kismaayo.id);
    expect((await info(id, { region: 'Banadir' })).stock_location.id).toBe(warehouse.id);
    // Without stock nearby, the location that has it ships.
    await setStock(id, [{ locationId: warehouse.id, quantity: 0 }, { locationId: kismaayo.id, quantity: 2 }]);
    expect((await info(id, { region: 'Banadir' })).stock_location).toMatchObject({ id: kismaayo.id, in_stock: true });
    // Nowhere in stock: the warehouse stands in, saying so.
    await setStock(id, []);
    expect((await info(id, {})).stock_location).toMatchObject({ id: warehouse.id, in_stock: false });
  });

  it("an unknown product is a 404 'Product not found'", async () => {
    const res = await rpc(shop.app, '/customer/api/product/999999/delivery-info', {});
    expect(res.status).toBe(404);
    expect(res.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Product not found' });
  });

  it('a product id that is not a number is invalid params', async () => {
    const res = await rpc(shop.app, '/customer/api/product/abc/delivery-info', {});
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/^Invalid params/);
  });

  it("an unknown region or country answers 'Unable to calculate fee for {location}'", async () => {
    const id = await productWith({ priceCents: 5_00, freeDelivery: false, isHaadExpress: false }, 7);
    const region = await rpc(shop.app, `/customer/api/product/${id}/delivery-info`, { country: 'Somalia', region: 'Atlantis' });
    expect(region.status).toBe(422);
    expect(region.body.result).toEqual({ status: 'error', code: 'unknown_location', message: 'Unable to calculate fee for Atlantis, Somalia' });
    const country = await rpc(shop.app, `/customer/api/product/${id}/delivery-info`, { country: 'Narnia', region: 'Banadir' });
    expect(country.body.result?.message).toBe('Unable to calculate fee for Narnia');
  });
});

describe('regions and districts', () => {
  it("regions of Somalia by default; only Banadir has same-day delivery (path spelled '/cutomer/')", async () => {
    const r = ok(await rpc(shop.app, '/cutomer/api/regions', {}), 'deliveryRegions');
    expect(r.country).toBe('Somalia');
    const names = r.regions.map((x: Loose) => x.name);
    for (const name of ['Banadir', 'Bari', 'Bay', 'Galguduud', 'Gedo', 'Hiiraan', 'Jubbada Dhexe', 'Jubbada Hoose', 'Mudug', 'Nugaal', 'Shabeellaha Dhexe', 'Shabeellaha Hoose', 'Bakool']) {
      expect(names).toContain(name);
    }
    expect(r.regions.filter((x: Loose) => x.supports_express).map((x: Loose) => x.name)).toEqual(['Banadir']);
    expect(ok(await rpc(shop.app, '/cutomer/api/regions', { country: 'Kenya' }), 'deliveryRegions').regions[0].name).toBe('Nairobi');
  });

  it('every country of spec §3 has regions', async () => {
    for (const country of ['Somalia', 'Somaliland', 'Kenya', 'Uganda', 'Egypt', 'Djibouti', 'Ethiopia', 'Saudi Arabia']) {
      expect(ok(await rpc(shop.app, '/cutomer/api/regions', { country }), 'deliveryRegions').regions.length).toBeGreaterThan(0);
    }
    const res = await rpc(shop.app, '/cutomer/api/regions', { country: 'Narnia' });
    expect(res.body.result).toMatchObject({ status: 'error', message: 'Unable to calculate fee for Narnia' });
  });

  it('districts of Banadir, with fees only when asked', async () => {
    const plain = ok(await rpc(shop.app, '/customer/api/districts', { country: 'Somalia', region: 'Banadir' }), 'deliveryDistricts');
    expect(plain.districts.map((d: Loose) => d.name)).toEqual(expect.arrayContaining(['Hodan', 'Wadajir', 'Hawl-Wadaag', 'Xamar Weyne', 'Shangaani']));
    expect(plain.districts[0].delivery_fee).toBeUndefined();
    const fees = ok(await rpc(shop.app, '/customer/api/districts', { country: 'Somalia', region: 'Banadir', include_fees: true }), 'deliveryDistricts');
    const hodan = fees.districts.find((d: Loose) => d.name === 'Hodan');
    expect(hodan).toMatchObject({ delivery_fee: 1.5, formatted_fee: '$1.50' });
    expect(hodan.delivery_options).toEqual([
      { method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' },
      { method: 'HAAD EXPRESS', delivery_fee: 3.5, formatted_fee: '$3.50', estimated_delivery_time: 'Same day / Next day' },
    ]);
    expect(fees.minimum_order_for_free_delivery).toBe(25);
  });

  it('districts of an unknown region name the place', async () => {
    const res = await rpc(shop.app, '/customer/api/districts', { country: 'Somalia', region: 'Atlantis' });
    expect(res.body.result?.message).toBe('Unable to calculate fee for Atlantis, Somalia');
  });
});
