/**
 * Two API processes started together on one new PostgreSQL database (a deploy of two instances,
 * a restart of both): the migrations run once, under an advisory lock, and both open. Without the
 * lock the second ran them too and failed on the tables the first had just made.
 */
import { randomBytes } from 'node:crypto';
import { openPostgres, type Database } from './client';
import { onServer } from './test-db';

const serverUrl = process.env.DATABASE_URL!;

describe('migrations on one new database from two openers at once', () => {
  const name = `suuq_mig_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  beforeAll(() => onServer(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`)));
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('both open, and each migration is recorded once', async () => {
    const results = await Promise.allSettled([openPostgres(url.toString(), { max: 2 }), openPostgres(url.toString(), { max: 2 })]);
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'open'))).toEqual(['open', 'open']);
    const counts = await onServer(url.toString(), (c) =>
      c.query<{ n: string; distinct_n: string }>('select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations'),
    );
    expect(Number(counts.rows[0]!.n)).toBeGreaterThan(10);
    expect(counts.rows[0]!.n).toBe(counts.rows[0]!.distinct_n);
  }, 120_000);
});
