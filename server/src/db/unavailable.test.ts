import { buildApp } from '../app';
import { freePort } from '../testing/api-process';
import { connectPostgres, type Database } from './client';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['57P01 admin_shutdown (pg_ctl stop, pg_terminate_backend)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['class 08 connection_failure', withCode('08006')],
    ['class 08 sqlclient_unable_to_establish_sqlconnection', withCode('08001')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('Connection terminated due to connection timeout')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a checked-out client whose connection died', new Error('Client has encountered a connection error and is not queryable')],
    ['a driver error wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['every address of a host name refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
  ])('recognises %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a pool closed by the program', new Error('Cannot use a pool after calling end on the pool')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s to the 500 path', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('does not loop on an error that is its own cause', () => {
    const err = new Error('odd') as Error & { cause?: unknown };
    err.cause = err;
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('the API while PostgreSQL refuses connections', () => {
  // A pool on a port nobody listens on: the driver's own ECONNREFUSED, on both test runs.
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logged: string[] = [];
  let since = 0;
  beforeAll(async () => {
    since = Date.now();
    database = connectPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/suuq`, { max: 2 });
    app = await buildApp({ database, logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
    // What sendFile does: cache headers first, then the body read, which may meet a lost connection.
    app.get('/api/test/cached-then-lost', async (_req, reply) => {
      reply.header('ETag', '"v1"').header('Cache-Control', 'public, max-age=31536000, immutable').header('Accept-Ranges', 'bytes');
      throw new Error('Failed query: select body', { cause: withCode('57P01') });
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, params: unknown = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers, payload: { jsonrpc: '2.0', method: 'call', params, id: 7 } });

  it.each([
    ['/api/categories', {}],
    ['/api/products', { limit: 5 }],
    ['/api/products/search', { keyword: 'shaah' }],
    ['/api/product/1', {}],
  ])('%s answers 503 with -32000 and "Service temporarily unavailable…", not 500', async (url, params) => {
    const res = await post(url, params);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32000, message: 'Service temporarily unavailable. Please try again shortly.' },
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a call that needs a session answers 503 too (the session lookup cannot reach the database)', async () => {
    const res = await post('/api/user/profile', {}, { authorization: 'Bearer abc' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/^Service temporarily unavailable/);
  });

  it('/api/health answers 503 with status "unavailable" and the message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', engine: 'postgres', message: 'Service temporarily unavailable. Please try again shortly.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('media answers 503 that no cache keeps (no ETag, no long max-age)', async () => {
    for (const url of ['/api/product-image/1', '/api/product-image/1/additional/2', '/api/product-leaflet/1?v=3', '/api/product-media/1']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().error.message).toMatch(/^Service temporarily unavailable/);
    }
  });

  it('a connection lost after a route set its cache headers: the 503 carries none of them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/cached-then-lost' });
    expect(res.statusCode).toBe(503);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('HEAD /api/product-updates-check answers 503', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/api/product-updates-check' });
    expect(res.statusCode).toBe(503);
  });

  it('the outage is logged as a warning, not as an unexpected error, and without a line per request', async () => {
    await Promise.all(Array.from({ length: 20 }, () => post('/api/categories')));
    const lines = logged.map((l) => JSON.parse(l) as { msg: string; code?: string });
    expect(lines.filter((l) => l.msg === 'unexpected error')).toEqual([]);
    const warnings = lines.filter((l) => l.msg === 'database unavailable: answered 503');
    expect(warnings[0]).toMatchObject({ code: 'ECONNREFUSED' });
    // At most one line per 5 s for the 30-odd requests of this file.
    expect(warnings.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - since) / 5_000));
  });
});
