/**
 * PostgreSQL only: the sitemap of 100,000 products, over real HTTP. Past 50,000 URLs it is an
 * index of parts of at most 50,000 URLs each; together the parts list every product once. The
 * parts are read as they stream (no whole body held by the test) and the API process's heap is
 * sampled meanwhile: it must stay far below the size of the documents it sends.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { growCatalogue } from '../seed/bulk';
import { seoRoutes } from './routes';
import { sitemapReader } from './test-kit';

const PRODUCTS = 100_000;
const ORIGIN = 'https://suuq.example';
let database: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const seeding = Date.now();
  // The demo catalogue, then copies of it in SQL (seed/bulk.ts): fast enough for a test.
  await growCatalogue(database.db, PRODUCTS, undefined, 0);
  console.log(`seeded ${PRODUCTS} products in ${Date.now() - seeding} ms`);
  app = Fastify();
  await app.register(seoRoutes, { db: database.db, publicOrigin: ORIGIN });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 600_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * Streams `path` and counts its bytes only, as a crawler would download it: the time, and the
 * process's heap peak above the start meanwhile (the API's, as the test keeps nothing).
 */
async function measure(path: string) {
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  const began = Date.now();
  const res = await fetch(`${base}${path}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  clearInterval(sample);
  return { ms: Date.now() - began, bytes, heapPeakMb: (peak - start) / 2 ** 20, rssMb: process.memoryUsage().rss / 2 ** 20 };
}

/** Streams `path` through the strict reader. */
async function read(path: string) {
  const res = await fetch(`${base}${path}`);
  const locs: string[] = [];
  const reader = sitemapReader((e) => locs.push(e.loc));
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    reader.write(decoder.decode(chunk, { stream: true }));
  }
  const { root } = reader.close();
  return { res, root, locs, bytes };
}

const rowsOf = <T>(res: unknown) => ((res as { rows?: T[] }).rows ?? (res as T[]));

describe('the sitemap of 100,000 products', () => {
  it('is an index of parts of at most 50,000 URLs that list every product once, streamed with a small heap', async () => {
    const [counted] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from products`));
    expect(Number(counted!.n)).toBe(PRODUCTS);

    const index = await read('/sitemap.xml');
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(index.root).toBe('sitemapindex');
    const parts = index.locs.map((loc) => new URL(loc).pathname);
    expect(parts[0]).toBe('/sitemaps/pages-1.xml');
    expect(parts.slice(1)).toEqual(['/sitemaps/products-1.xml', '/sitemaps/products-2.xml']);
    const timed = await measure('/sitemap.xml');
    console.log(`index: ${timed.ms} ms, ${timed.bytes} bytes`);

    let products = 0;
    for (const part of parts) {
      const got = await read(part);
      expect(got.res.status).toBe(200);
      expect(got.res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(got.res.headers.get('content-length')).toBeNull(); // streamed (chunked), not built whole first
      expect(got.root).toBe('urlset');
      expect(got.locs.length).toBeLessThanOrEqual(50_000);
      expect(got.bytes).toBeLessThanOrEqual(52_428_800);
      const m = await measure(part);
      console.log(`${part}: ${got.locs.length} URLs, ${(m.bytes / 2 ** 20).toFixed(1)} MB in ${m.ms} ms, heap peak +${m.heapPeakMb.toFixed(1)} MB, rss ${m.rssMb.toFixed(0)} MB`);
      if (!part.includes('products-')) continue;
      // Exactly the products of the part's id range, in id order.
      const n = Number(/products-(\d+)/.exec(part)![1]);
      const expected = rowsOf<{ slug: string }>(
        await database.db.execute(sql`select slug from products where id > ${(n - 1) * 50_000} and id <= ${n * 50_000} order by id`),
      ).map((r) => `${ORIGIN}/product/${r.slug}`);
      expect(got.locs).toEqual(expected);
      products += got.locs.length;
    }
    expect(products).toBe(PRODUCTS);
  });
});
