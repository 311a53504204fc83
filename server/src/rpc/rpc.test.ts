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

  it('a path value is checked like a param', async () => {
    const res = await rpc(shop.app, '/api/product/bad%20slug');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(-32602);
    expect(res.body.error?.message).toMatch(/^Invalid params: slugOrId /);
  });

  it('a body that is not JSON is -32700', async () => {
    const raw = await shop.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{"jsonrpc": "2.0", "params": {' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not valid JSON' } });
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
