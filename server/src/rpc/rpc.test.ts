import { sql } from 'drizzle-orm';
import { rpc, seededApp, setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

describe('JSON-RPC envelope', () => {
  it('params that break the schema get HTTP 400 with -32602 and say where and why', async () => {
    const res = await rpc(shop.app, '/api/products', { limit: 'many' }, 42);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 42, error: { code: -32602, message: 'Invalid params: limit must be integer' } });
  });

  it('every broken field is named once, nested fields by their path', async () => {
    const res = await rpc(shop.app, '/api/products', { limit: 500, filters: { min_price: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Invalid params: filters.min_price must be >= 0; limit must be <= 100');
  });

  it('a field of a union says what it takes: the constants listed, or the types', async () => {
    const res = await rpc(shop.app, '/api/product/coconut-oil', { type: 'name' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Invalid params: type must be one of: "id", "slug"');
  });

  it('a text with half of a character (an unpaired surrogate) is refused with a message, never stored as a replacement character', async () => {
    for (const params of [{ keyword: 'a\ud800b' }, { filters: { brand: '\udc00' } }, { ['k\ud800']: 1 }]) {
      const res = await rpc(shop.app, '/api/products/search', params);
      expect([res.status, res.body.error?.code]).toEqual([400, -32602]);
      expect(res.body.error?.message).toMatch(/^Invalid params: a text holds half of a character/);
    }
    // A whole pair (an emoji) is a character like any other.
    expect((await rpc(shop.app, '/api/products/search', { keyword: 'oil \ud83e\udd65' })).status).toBe(200);
  });

  it('a path value is checked like a param', async () => {
    const res = await rpc(shop.app, '/api/product/bad%20slug');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(-32602);
    expect(res.body.error?.message).toMatch(/^Invalid params: slugOrId /);
  });

  it('values the database could not take are refused with 400 before any query', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['/api/logistics/locations', { seller_id: 2 ** 31 }, /^Invalid params: seller_id must be <= 2147483647$/],
      ['/api/products', { category: 'oils', offset: 1e20 }, /^Invalid params: offset must be <= 1000000$/],
      ['/api/products', { filters: { brand: 'Hodan\u0000' } }, /^Invalid params: filters\.brand must not contain control characters \(line breaks, tabs, NUL\)$/],
      ['/api/products/search', { keyword: 'x'.repeat(201) }, /^Invalid params: keyword must not have more than 200 characters$/],
    ];
    for (const [url, params, message] of cases) {
      const res = await rpc(shop.app, url, params);
      expect([url, res.status, res.body.error?.code]).toEqual([url, 400, -32602]);
      expect(res.body.error?.message).toMatch(message);
    }
  });

  it('a body nested deeper than 16 levels is refused before it is walked', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const raw = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: `{"jsonrpc":"2.0","id":3,"method":"call","params":{"limit":5,"extra":${deep}}}`,
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid Request: the body nests deeper than 16 levels' } });
  });

  it('a path value longer than any the contract allows, or a broken URL, is a 400 that does not echo it', async () => {
    const long = await rpc(shop.app, `/api/product/${'x'.repeat(300)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ code: -32602, message: 'Invalid params: a path value is longer than 256 characters' });
    const broken = await shop.app.inject({ method: 'POST', url: '/api/product/%E0%A4%A', payload: {} });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({ code: -32600, message: 'Invalid Request: the URL is not valid' });
  });

  it('a body that is not JSON is -32700', async () => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{"jsonrpc": "2.0", "params": {' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not valid JSON' } });
  });

  it.each([
    ['a "__proto__" key', '{"jsonrpc": "2.0", "params": {"__proto__": {"isStaff": true}}, "id": 5}'],
    ['a "constructor" holding "prototype"', '{"jsonrpc": "2.0", "params": {"constructor": {"prototype": {"isStaff": true}}}, "id": 5}'],
  ])('a body of valid JSON with %s is refused as such (-32600), not as broken JSON, and reaches no prototype', async (_, payload) => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: the body has a key named "__proto__", or "constructor" holding "prototype", which is not accepted' } });
    expect(({} as { isStaff?: boolean }).isStaff).toBeUndefined();
  });

  it('a "constructor" key that holds no prototype is an ordinary key: the call is answered', async () => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{"jsonrpc": "2.0", "params": {"constructor": "x"}, "id": 6}' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({ id: 6, result: { status: 'success' } });
  });

  describe('a body labelled anything but application/json is 415, not "not a JSON-RPC object"', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'call', params: {}, id: 4 });
    const notJson = { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Unsupported Media Type: Content-Type must be application/json' } };

    it.each([
      ['text/plain (what navigator.sendBeacon sends for a string)', 'text/plain;charset=UTF-8', body],
      ['text/plain with an empty body', 'text/plain', ''],
      ['a form', 'application/x-www-form-urlencoded', 'params=1'],
      ['XML', 'application/xml', '<call/>'],
      ['a JSON dialect', 'application/vnd.api+json', body],
      ['no Content-Type with a body', undefined, body],
    ])('%s', async (_label, type, payload) => {
      const raw = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: type ? { 'content-type': type } : {}, payload });
      expect(raw.statusCode).toBe(415);
      expect(raw.json()).toEqual(notJson);
    });

    it('on a PUT call too, and before the bearer is looked at (as a body too large)', async () => {
      const raw = await shop.app.inject({ method: 'PUT', url: '/api/user/address/1', headers: { 'content-type': 'text/plain' }, payload: body });
      expect([raw.statusCode, raw.json()]).toEqual([415, notJson]);
    });

    it('application/json is taken whatever its charset or letter case', async () => {
      for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
        const raw = await shop.app.inject({ method: 'POST', url: '/api/categories', headers: { 'content-type': type }, payload: body });
        expect([type, raw.statusCode, raw.json().result.status]).toEqual([type, 200, 'success']);
      }
    });
  });

  it('params that are not an object are refused', async () => {
    const res = await rpc(shop.app, '/api/products', [1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(-32602);
  });

  it('a body without params is a call with no params (defaults apply)', async () => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/categories' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().result.status).toBe('success');
  });

  it('an unknown route answers 404 JSON', async () => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(raw.statusCode).toBe(404);
    expect(raw.headers['content-type']).toMatch(/application\/json/);
    expect(raw.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });

  it('the health check answers ok', async () => {
    const raw = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().status).toBe('ok');
  });
});

describe('values the database refuses', () => {
  it('answer 400 -32602 (not 500) if one ever gets past the contract, and are logged as warnings', async () => {
    const logged: string[] = [];
    const stream = { write: (line: string) => void logged.push(line) };
    const { app, database, close } = await seededApp({ logger: { level: 'warn', stream } });
    // A route without the contract's bounds, as a missing bound would leave one.
    app.post('/unbounded', async () => database.db.execute(sql`select ${'Hodan\u0000'}::text, ${2 ** 31}::int4`));
    const raw = await app.inject({ method: 'POST', url: '/unbounded', payload: { jsonrpc: '2.0', id: 9, method: 'call', params: {} } });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: 'Invalid params: a value is outside what the shop can store' } });
    expect(logged.some((line) => line.includes('value refused by the database'))).toBe(true);
    await close();
  });
});

describe('unexpected errors', () => {
  it('answer HTTP 500 with -32603 "Internal error" and no stack, and are logged', async () => {
    const logged: string[] = [];
    const stream = { write: (line: string) => void logged.push(line) };
    const { app: broken, database, close: closeBroken } = await seededApp({ logger: { level: 'error', stream } });
    try {
      // Closed by the program (not lost: a lost connection is an outage, 503, see db/unavailable.test.ts),
      // the database makes every query throw a plain error.
      await database.close();
      const res = await rpc(broken, '/api/categories', {}, 'x');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: 'x', error: { code: -32603, message: 'Internal error' } });
      expect(JSON.stringify(res.body)).not.toMatch(/at |\.ts:/);
      expect(logged.some((line) => line.includes('unexpected error') && line.includes('"stack"'))).toBe(true);
    } finally {
      // The app, then the database (closing it again only waits for the first close).
      await closeBroken();
    }
  });
});
