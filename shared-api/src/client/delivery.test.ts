import { createApiClient } from './client';
import { cleanAddress, getDeliveryDistricts, getDeliveryRegions, getProductDeliveryInfo } from './delivery';
import { businessError, fakeServer, ok } from './fake-server';

const answer = {
  product_id: 7,
  location: { country: 'Somalia', region: 'Banadir', district: null },
  has_free_delivery: false,
  free_delivery_reason: null,
  delivery_method: 'Standard',
  delivery_fee: 1.5,
  formatted_fee: '$1.50',
  minimum_order_for_free_delivery: 25,
  is_free_delivery_eligible: false,
  stock_location: { id: 1, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null, city: 'Muqdisho', in_stock: true },
  delivery_options: [{ method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' }],
  estimated_delivery_time: '1-2 days',
  haad_express: { available: false, estimated_delivery_time: null },
};

describe('delivery client', () => {
  it('asks the product path with the address in the body, without blank or non-text parts', async () => {
    const server = fakeServer(() => ok(answer));
    const client = createApiClient({ fetch: server.fetch });
    const info = await getProductDeliveryInfo(7, { country: ' Somalia ', region: 'Banadir', district: '', city: null }, client);
    expect(info.formatted_fee).toBe('$1.50');
    expect(server.requests[0]!.path).toBe('/customer/api/product/7/delivery-info');
    expect(server.requests[0]!.body?.params).toEqual({ id: '7', country: 'Somalia', region: 'Banadir' });
  });

  it('an unknown product rejects with the 404', async () => {
    const server = fakeServer(() => businessError(404, 'Product not found', 'not_found'));
    const client = createApiClient({ fetch: server.fetch });
    await expect(getProductDeliveryInfo(99, null, client)).rejects.toMatchObject({ status: 404 });
  });

  it("regions go to the path spelled '/cutomer/', districts ask for fees when told", async () => {
    const server = fakeServer((req) =>
      req.path.endsWith('/regions')
        ? ok({ country: 'Somalia', regions: [{ name: 'Banadir', main_city: 'Muqdisho', supports_express: true, district_count: 2 }] })
        : ok({ country: 'Somalia', region: 'Banadir', minimum_order_for_free_delivery: 25, districts: [{ name: 'Hodan' }] }),
    );
    const client = createApiClient({ fetch: server.fetch });
    await getDeliveryRegions('Somalia', client);
    await getDeliveryDistricts('Somalia', 'Banadir', true, client);
    expect(server.requests.map((r) => [r.path, r.body?.params])).toEqual([
      ['/cutomer/api/regions', { country: 'Somalia' }],
      ['/customer/api/districts', { country: 'Somalia', region: 'Banadir', include_fees: true }],
    ]);
  });

  it('cleanAddress ignores what is not text', () => {
    expect(cleanAddress({ country: 5 as unknown as string, region: ' Bari ' })).toEqual({ region: 'Bari' });
    expect(cleanAddress(undefined)).toEqual({});
  });
});
