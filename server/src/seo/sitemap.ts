/**
 * The sitemap (sitemaps.org 0.9): one `<urlset>` while every URL fits in one file, else a
 * `<sitemapindex>` of /sitemaps/pages-<n>.xml (a few hundred pages: one part) and
 * /sitemaps/products-<n>.xml. A file holds at most
 * 50,000 URLs and 50 MB. Products are read from the database in pages by id and written out as
 * they come: 100,000 rows are never in memory at once.
 *
 * Part n holds the products with ids ((n-1)·perFile, n·perFile]: a product stays in its part as
 * others come and go (a crawler's copy of the other parts stays right), and a part left empty by
 * deletions is not listed.
 */
import { Readable } from 'node:stream';
import { and, asc, count, gt, lte, max, sql } from 'drizzle-orm';
import { INT4_MAX } from '../contract';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { publicPages, type Page } from './pages';
import {
  INDEX_CLOSE, INDEX_OPEN, URLSET_CLOSE, URLSET_OPEN, longestProductEntry, pathSegment, sitemapEntry, urlEntry,
} from './xml';

export interface SitemapLimits {
  /** URLs in one file (sitemaps.org: 50,000). */
  urlsPerFile: number;
  /** Bytes of one file, uncompressed (sitemaps.org: 50 MB, 52,428,800 bytes). */
  bytesPerFile: number;
  /** Products read per query. */
  pageRows: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: 50_000, bytesPerFile: 52_428_800, pageRows: 5_000 };

export const pagesPart = (n: number) => `/sitemaps/pages-${n}.xml`;
export const productsPart = (n: number) => `/sitemaps/products-${n}.xml`;

const FRAME = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);

/**
 * Products in one part file: the URL limit, lowered when the longest slug could pass the byte
 * limit (each part's range is computed from it, so it depends on products only). Also the number
 * of products and the bytes of the longest possible product entry.
 */
export async function productsPerFile(db: Db, origin: string, limits: SitemapLimits) {
  const [stats] = await db
    .select({ n: count(), longest: sql<number>`coalesce(max(octet_length(${products.slug})), 0)::int` })
    .from(products);
  const entry = longestProductEntry(origin, Number(stats!.longest));
  const perFile = Math.max(1, Math.min(limits.urlsPerFile, Math.floor((limits.bytesPerFile - FRAME) / entry)));
  return { perFile, products: Number(stats!.n), entry };
}

/** Products with ids in (from, to], in id order, a query of `pageRows` at a time. */
async function* productRows(db: Db, from: number, to: number, pageRows: number) {
  for (let after = from; ; ) {
    const rows = await db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(gt(products.id, after), lte(products.id, to)))
      .orderBy(asc(products.id))
      .limit(pageRows);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageRows) return;
    after = rows[rows.length - 1]!.id;
  }
}

const productEntries = (origin: string, rows: { slug: string; updatedAt: Date }[]) =>
  rows.map((r) => urlEntry(`${origin}/product/${pathSegment(r.slug)}`, new Date(r.updatedAt))).join('');

const pageEntries = (origin: string, pages: Page[]) => pages.map((p) => urlEntry(`${origin}${p.path}`, p.lastmod)).join('');

/** What GET /sitemap.xml answers: every URL in one `<urlset>`, or the index of the parts. */
export async function sitemap(db: Db, origin: string, limits: SitemapLimits): Promise<Readable> {
  const pages = await publicPages(db);
  const { perFile, products: total, entry } = await productsPerFile(db, origin, limits);
  const pagesBytes = Buffer.byteLength(pageEntries(origin, pages));
  if (pages.length + total <= limits.urlsPerFile && FRAME + pagesBytes + total * entry <= limits.bytesPerFile) {
    return Readable.from(
      (async function* () {
        yield URLSET_OPEN + pageEntries(origin, pages);
        for await (const rows of productRows(db, 0, INT4_MAX, limits.pageRows)) yield productEntries(origin, rows);
        yield URLSET_CLOSE;
      })(),
    );
  }
  // perFile is an integer of ours, written in the query: a parameter would make the GROUP BY differ from the SELECT.
  const part = sql<number>`((${products.id} - 1) / ${sql.raw(String(perFile))} + 1)::int`;
  const parts = await db.select({ n: part, lastmod: max(products.updatedAt) }).from(products).groupBy(part).orderBy(part);
  const newest = parts.reduce<Date | null>((at, p) => (p.lastmod && (!at || new Date(p.lastmod) > at) ? new Date(p.lastmod) : at), null);
  const entries = [
    ...Array.from({ length: Math.ceil(pages.length / perFile) }, (_, i) => sitemapEntry(`${origin}${pagesPart(i + 1)}`, newest)),
    ...parts.map((p) => sitemapEntry(`${origin}${productsPart(Number(p.n))}`, p.lastmod ? new Date(p.lastmod) : null)),
  ];
  return Readable.from([INDEX_OPEN, entries.join(''), INDEX_CLOSE]);
}

/** /sitemaps/pages-<n>.xml: the pages that are not products, perFile a part; null past the last. */
export async function pagesPartOf(db: Db, origin: string, n: number, limits: SitemapLimits): Promise<Readable | null> {
  const [pages, { perFile }] = await Promise.all([publicPages(db), productsPerFile(db, origin, limits)]);
  const part = pages.slice((n - 1) * perFile, n * perFile);
  return part.length ? Readable.from([URLSET_OPEN, pageEntries(origin, part), URLSET_CLOSE]) : null;
}

/** /sitemaps/products-<n>.xml, or null when that part holds no product. */
export async function productsPartOf(db: Db, origin: string, n: number, limits: SitemapLimits): Promise<Readable | null> {
  const { perFile } = await productsPerFile(db, origin, limits);
  const from = (n - 1) * perFile;
  if (from >= INT4_MAX) return null; // past every id a product can have
  const rows = productRows(db, from, Math.min(from + perFile, INT4_MAX), limits.pageRows);
  const first = await rows.next();
  if (first.done) return null;
  return Readable.from(
    (async function* () {
      yield URLSET_OPEN + productEntries(origin, first.value);
      for await (const more of rows) yield productEntries(origin, more);
      yield URLSET_CLOSE;
    })(),
  );
}
