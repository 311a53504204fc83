/**
 * Tests only: the page's `api` client talking to an in-memory shop that answers the address and
 * place calls as the contract says (the client checks every answer against the contract's result
 * schema outside production, so a fake that drifts from the contract fails the tests).
 */
import { api, type Address } from 'shared-api';
import { businessError, fakeServer, ok, type Handler, type Reply, type SeenRequest } from 'shared-api/testing/fake-server';

const option = (method: 'Standard' | 'HAAD EXPRESS', cents: number, time: string) => ({
  method,
  delivery_fee: cents / 100,
  formatted_fee: `$${(cents / 100).toFixed(2)}`,
  estimated_delivery_time: time,
});

const PLACES: Record<string, { express: boolean; districts: Record<string, number> }> = {
  Banadir: { express: true, districts: { Hodan: 0, Wadajir: 0, Kaxda: 100 } },
  Bari: { express: false, districts: { Boosaaso: 0, Qardho: 0 } },
};

function districtsOf(region: string, withFees: boolean) {
  const place = PLACES[region] ?? { express: false, districts: {} };
  return Object.entries(place.districts).map(([name, extra]) => {
    if (!withFees) return { name };
    const options = [option('Standard', 150 + extra, '1-2 days'), ...(place.express ? [option('HAAD EXPRESS', 350 + extra, 'Same day / Next day')] : [])];
    return { name, delivery_fee: options[0]!.delivery_fee, formatted_fee: options[0]!.formatted_fee, delivery_options: options };
  });
}

export interface FakeShop {
  addresses: Address[];
  requests: SeenRequest[];
  /** Answer the next request to this path (and verb) with this reply instead. */
  failNext(path: string, reply: Reply | 'network' | 'hang', method?: string): void;
  /** Calls seen, as 'VERB /path'. */
  seen(): string[];
}

export function fakeShop(start: Partial<Address>[] = []): FakeShop {
  let nextId = 1;
  const addresses: Address[] = [];
  const add = (fields: Partial<Address>): Address => {
    const address: Address = {
      id: nextId++, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: '', delivery_method: 'Standard',
      details: '', phone: '', is_default: addresses.length === 0, ...fields,
    };
    if (address.is_default) addresses.forEach((a) => (a.is_default = false));
    addresses.push(address);
    return address;
  };
  start.forEach(add);
  const failures: { path: string; method?: string; reply: Reply | 'network' | 'hang' }[] = [];
  const defaultId = () => addresses.find((a) => a.is_default)?.id ?? null;

  const handler: Handler = (req) => {
    const failure = failures.findIndex((f) => f.path === req.path && (!f.method || f.method === req.method));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.reply;
    const p = (req.body?.params ?? {}) as Record<string, unknown>;
    const byId = /^\/api\/user\/address\/(\d+)(\/delete)?$/.exec(req.path);
    if (req.path === '/cutomer/api/regions' || req.path === '/customer/api/regions') {
      const country = (p.country as string | undefined) ?? 'Somalia';
      const regions = country === 'Somalia' ? Object.entries(PLACES).map(([name, r]) => ({ name, main_city: ({ Banadir: 'Muqdisho', Bari: 'Boosaaso' } as Record<string, string>)[name] ?? name, supports_express: r.express, district_count: Object.keys(r.districts).length })) : [{ name: 'Nairobi', main_city: 'Nairobi', supports_express: false, district_count: 0 }];
      return ok({ country, regions });
    }
    if (req.path === '/customer/api/districts') {
      const region = (p.region as string | undefined) ?? 'Banadir';
      return ok({ country: (p.country as string | undefined) ?? 'Somalia', region, minimum_order_for_free_delivery: 25, districts: districtsOf(region, p.include_fees === true) });
    }
    if (req.path === '/api/user/addresses') return ok({ addresses: addresses.map((a) => ({ ...a })), default_address_id: defaultId() });
    if (req.path === '/api/user/address' && req.method === 'POST') {
      const fields = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Partial<Address>;
      const address = add({ ...fields, is_default: fields.is_default === true || addresses.length === 0 });
      return ok({ address: { ...address }, message: 'Address created' });
    }
    if (byId) {
      const address = addresses.find((a) => a.id === Number(byId[1]));
      if (!address) return businessError(404, 'Address not found', 'not_found');
      if (byId[2]) {
        addresses.splice(addresses.indexOf(address), 1);
        if (address.is_default && addresses.length) addresses.at(-1)!.is_default = true;
        return ok({ message: 'Address deleted', default_address_id: defaultId() });
      }
      const { id: _id, ...fields } = p as Partial<Address> & { id?: string };
      if (fields.is_default) addresses.forEach((a) => (a.is_default = false));
      Object.assign(address, Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && !(k === 'is_default' && v === false))));
      return ok({ address: { ...address }, message: 'Address updated' });
    }
    return businessError(404, `No fake for ${req.method} ${req.path}`, 'not_found');
  };

  const server = fakeServer(handler);
  api.configure({ fetch: server.fetch, getAuth: () => ({ token: 'tok', apiKey: 'tok' }), baseUrl: '' });
  api.clearCache();
  return {
    addresses,
    requests: server.requests,
    failNext: (path, reply, method) => failures.push({ path, reply, method }),
    seen: () => server.requests.map((r) => `${r.method} ${r.path}`),
  };
}
