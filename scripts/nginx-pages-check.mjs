#!/usr/bin/env node
// CI: the shop's pages through Debian's nginx with the generated configuration
// (deploy/src/nginx-conf.mjs with its render part, nginx-pages.mjs) in front of the render service
// (render/src/main.mjs, with its refresh companion) and the production builds, one API process on
// the PostgreSQL of DATABASE_URL (scripts/with-postgres.sh: a price is changed in the database, as
// an operator's tool would). It must show:
// - a product page rendered by the service through nginx (x-rendered-by), then a cache HIT;
// - one cached copy per language cookie (suuq_lang=en beside the Somali one), kept gzipped: sent
//   as it is to a client that takes gzip, gunzipped for one that does not;
// - X-Suuq-Refresh from the public port changes nothing;
// - a changed price on the cached page within a few seconds (the service follows the catalogue's
//   change feed and refreshes through nginx's refresh listener), well before s-maxage; and on the
//   cached pages that list a product (its category's page, /home), which refresh.mjs names too;
// - a page no remote renders (the cart, checkout): the shell's frame drawn by the service
//   (data-server-frame), cached like a rendered page, one neutral copy for a shopper with a session;
// - the service frozen (SIGSTOP: slow past nginx's timeout) or stopped: 200 with the shell's
//   frame (its release record filled), never a 5xx; cached pages still served.
// Everything listens on free ports of 127.0.0.1, lives in a temporary folder and a database of
// its own, and is stopped by its PID.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT, distOf } from 'deploy/apps';
import { freePort } from 'deploy/free-port';
import { nginxConf } from 'deploy/nginx-conf';
import { pagesBehindNginx, scratchDatabase, startApi, until } from './lib/nginxShop.mjs';

const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');
const NGINX = process.env.SUUQ_NGINX || '/usr/sbin/nginx';
const log = (...a) => console.log('[nginx-pages]', ...a);
const problems = [];
const expect = (ok, message) => ok || problems.push(message);

/** A page through nginx: status, the headers that say who answered, the body. */
async function get(url, cookie) {
  const res = await fetch(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: res.status, rendered: res.headers.get('x-rendered-by'), cache: res.headers.get('x-cache-status'), headers: res.headers, html: await res.text() };
}
const priceOf = (html) => /<meta property="product:price:amount" content="([^"]*)">/.exec(html)?.[1];
/** The shell's frame as nginx serves it: its release record slot filled by SSI (built HTML: attributes unquoted). */
const frameRecord = (html) => /<script type="?application\/json"? id="?suuq-release-record"?>([^<]*)</.exec(html)?.[1];
const langOf = (html) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
/** The products a rendered list page embeds for hydration (render/src/page.mjs's page data): slug → price. */
function listedPrices(html) {
  const json = /<script type="application\/json" id="suuq-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const prices = new Map();
  const walk = (v) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    if (typeof v.slug === 'string' && typeof v.price === 'number') prices.set(v.slug, v.price.toFixed(2));
    Object.values(v).forEach(walk);
  };
  if (json) walk(JSON.parse(json));
  return prices;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server: bash scripts/with-postgres.sh node scripts/nginx-pages-check.mjs');
  for (const app of APPS) if (!fs.existsSync(path.join(distOf(app), 'index.html'))) throw new Error(`${app.pkg} is not built`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-nginx-pages-'));
  fs.chmodSync(tmp, 0o755);
  const scratch = await scratchDatabase(url, 'suuq_pages');
  const dbUrl = scratch.url;
  const stops = [];
  let db;
  try {
    const api = await startApi({ port: await freePort(), databaseUrl: dbUrl.toString() });
    stops.push(() => api.stop());
    db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
    db.on('error', () => undefined);

    // The builds in place, named by a release record the shell and the render service read.
    const { sites, framePort, refreshPort, renderPort, recordFile, render, releaseRecord } = await pagesBehindNginx(tmp);
    const recordDir = path.dirname(recordFile);
    const conf = path.join(tmp, 'nginx.conf');
    fs.writeFileSync(conf, nginxConf({ shell: sites[0], remotes: sites.slice(1), api: [api.addr], runDir: tmp, render, releaseRecord }));
    execFileSync('chmod', ['-R', 'a+rX', tmp]);
    const nginxArgs = ['-p', `${tmp}/`, '-c', conf, '-e', path.join(tmp, 'error.log')];
    execFileSync(NGINX, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
    execFileSync(NGINX, nginxArgs, { stdio: 'inherit' });
    const nginxPid = Number(fs.readFileSync(path.join(tmp, 'nginx.pid'), 'utf8'));
    stops.push(() => process.kill(nginxPid, 'SIGQUIT'));
    const shop = sites[0].origin;

    const service = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
      env: {
        ...process.env,
        RENDER_PORT: String(renderPort),
        RENDER_UPSTREAM: `http://127.0.0.1:${framePort}`,
        RENDER_API_ORIGIN: api.url,
        SUUQ_RELEASES: recordDir,
        RENDER_REFRESH_ORIGIN: `http://127.0.0.1:${refreshPort}`,
        RENDER_REFRESH_HOSTS: new URL(shop).host,
        // A loaded CI machine: this check is about the cache, not the render's budget (the area's,
        // and the frame's, which /checkout's framed copy below needs drawn, not late).
        RENDER_BUDGET_MS: '3000',
        RENDER_FRAME_BUDGET_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stops.push(() => service.exitCode === null && service.signalCode === null && (process.kill(service.pid, 'SIGCONT'), service.kill('SIGTERM')));
    await new Promise((resolve, reject) => {
      service.stdout.on('data', (chunk) => chunk.toString().includes('render service on') && resolve());
      service.once('exit', (code) => reject(new Error(`the render service stopped (${code})`)));
    });
    service.stdout.resume();

    const { rows: [product] } = await db.query("SELECT id, slug, price_cents, category_id FROM products WHERE slug NOT LIKE 'test-%' ORDER BY id LIMIT 1");
    const page = `${shop}/product/${product.slug}`;

    // Rendered, then kept.
    const first = await get(page);
    expect(first.status === 200 && first.rendered === 'mf_catalogue', `${page}: ${first.status}, x-rendered-by ${first.rendered}`);
    expect(first.cache === 'MISS', `the first request is a ${first.cache}, not a MISS`);
    expect(/nosniff/.test(first.headers.get('x-content-type-options') ?? ''), 'a rendered page without the security headers');
    expect(/s-maxage=60/.test(first.headers.get('cache-control') ?? ''), `a rendered page's Cache-Control: ${first.headers.get('cache-control')}`);
    const second = await get(page);
    expect(second.cache === 'HIT' && second.rendered === 'mf_catalogue', `the second request is a ${second.cache} (x-rendered-by ${second.rendered}), not a HIT`);
    // One copy per language.
    const en = await get(page, 'suuq_lang=en');
    expect(en.cache === 'MISS' && langOf(en.html) === 'en', `suuq_lang=en: ${en.cache}, lang ${langOf(en.html)} (the Somali copy is ${langOf(second.html)})`);
    const enAgain = await get(page, 'suuq_lang=en');
    expect(enAgain.cache === 'HIT' && langOf(enAgain.html) === 'en', `suuq_lang=en again: ${enAgain.cache}, lang ${langOf(enAgain.html)}`);
    const so = await get(page, 'suuq_lang=so');
    expect(so.cache === 'HIT' && langOf(so.html) === 'so', `suuq_lang=so shares the default copy: ${so.cache}, lang ${langOf(so.html)}`);
    // One gzipped copy: sent as it is to a client that takes gzip, gunzipped for one that does not.
    const raw = (encoding) =>
      new Promise((resolve, reject) => {
        http.get(page, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const parts = [];
          res.on('data', (d) => parts.push(d));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    const zipped = await raw('gzip');
    const plain = await raw(null);
    expect(zipped.encoding === 'gzip' && zlib.gunzipSync(zipped.body).toString() === second.html, `a gzip client: ${zipped.encoding}`);
    expect(!plain.encoding && plain.body.toString() === second.html, `a client without gzip: ${plain.encoding}, ${plain.body.length} B`);
    // The refresh header from the public side: ignored.
    const forged = await fetch(page, { headers: { 'x-suuq-refresh': '1' } });
    expect(forged.headers.get('x-cache-status') === 'HIT', `X-Suuq-Refresh on the public port: ${forged.headers.get('x-cache-status')}`);
    log(`rendered ${page}: MISS then HIT, a copy per language, the refresh header ignored from outside`);

    // The language switch without JavaScript: the render service's answer through nginx, each time
    // (it sets a cookie: never kept, never one shopper's answer handed to the next).
    for (const round of [1, 2]) {
      const switched = await fetch(`${shop}/language/en`, { redirect: 'manual', headers: { referer: page } });
      const where = `${switched.status} to ${switched.headers.get('location')}, ${switched.headers.get('set-cookie')}, cache ${switched.headers.get('x-cache-status')}`;
      expect(switched.status === 303 && switched.headers.get('location') === new URL(page).pathname, `the no-script switch, round ${round}: ${where}`);
      expect(/^suuq_lang=en;/.test(switched.headers.get('set-cookie') ?? '') && switched.headers.get('x-cache-status') !== 'HIT', `the no-script switch's cookie, round ${round}: ${where}`);
    }
    log('the no-script language switch: 303 back to the page with the cookie, never from the cache');

    // A changed price: on the cached page within seconds, in both languages.
    const newCents = product.price_cents + 123;
    const wanted = (newCents / 100).toFixed(2);
    const changedAt = Date.now();
    await db.query('UPDATE products SET price_cents = $1 WHERE id = $2', [newCents, product.id]);
    try {
      await until(`the new price ${wanted} on the cached page`, async () => priceOf((await get(page)).html) === wanted, 15_000);
      await until(`the new price ${wanted} on the cached English page`, async () => priceOf((await get(page, 'suuq_lang=en')).html) === wanted, 5_000);
      const after = await get(page);
      expect(after.cache === 'HIT', `after the refresh the page is a ${after.cache}, not a HIT`);
      log(`price ${(product.price_cents / 100).toFixed(2)} → ${wanted}: on the cached page after ${Date.now() - changedAt} ms (s-maxage 60 s)`);
    } catch (err) {
      problems.push(err.message);
    }

    // A list page: a product its category's page and /home show, its price changed; both cached
    // copies show the new price within seconds, not after s-maxage (60 s).
    const categoryPage = `${shop}/category/${product.category_id}`;
    const homePage = `${shop}/home`;
    const listed = [...listedPrices((await get(categoryPage)).html).keys()].filter((slug) => slug !== product.slug);
    const onHome = listedPrices((await get(homePage)).html);
    const subject = listed.find((slug) => onHome.has(slug)) ?? listed[0];
    const lists = [categoryPage, ...(onHome.has(subject) ? [homePage] : [])];
    const cachedLists = await Promise.all(lists.map((p) => get(p)));
    expect(subject && cachedLists.every((l) => l.cache === 'HIT'), `the list pages before the change: ${subject}, ${cachedLists.map((l) => l.cache)}`);
    const touched = [product.category_id];
    if (subject) {
      const { rows: [row] } = await db.query('SELECT id, price_cents, category_id FROM products WHERE slug = $1', [subject]);
      touched.push(row.category_id);
      const listedCents = row.price_cents + 77;
      const listedPrice = (listedCents / 100).toFixed(2);
      const listChangedAt = Date.now();
      await db.query('UPDATE products SET price_cents = $1 WHERE id = $2', [listedCents, row.id]);
      for (const list of lists) {
        try {
          await until(`the new price ${listedPrice} of ${subject} on the cached ${list}`, async () => listedPrices((await get(list)).html).get(subject) === listedPrice, 15_000);
          const after = await get(list);
          expect(after.cache === 'HIT', `after the refresh ${list} is a ${after.cache}, not a HIT`);
          log(`${subject}: price ${listedPrice} on the cached ${list} after ${Date.now() - listChangedAt} ms (s-maxage 60 s)`);
        } catch (err) {
          problems.push(err.message);
        }
      }
    }

    // A page no remote renders: the shell's frame alone, from the service, then from the cache; the
    // same neutral copy for a shopper with a session cookie.
    const checkout = `${shop}/checkout/payment`;
    const framed = await get(checkout);
    expect(framed.status === 200 && framed.cache === 'MISS' && /<div id="?root"? data-server-frame="so"/.test(framed.html) && !/class="?ff-wait/.test(framed.html), `${checkout}: ${framed.status}, ${framed.cache}, server frame ${/data-server-frame/.test(framed.html)}`);
    expect(/s-maxage=60/.test(framed.headers.get('cache-control') ?? ''), `the frame's Cache-Control: ${framed.headers.get('cache-control')}`);
    expect(/nosniff/.test(framed.headers.get('x-content-type-options') ?? ''), 'the frame without the security headers');
    const framedAgain = await get(checkout, `suuqUser=${encodeURIComponent(JSON.stringify({ name: 'Hodan Ali', token: 'secret' }))}`);
    expect(framedAgain.cache === 'HIT' && framedAgain.html === framed.html, `${checkout} with a session cookie: ${framedAgain.cache}, the same copy ${framedAgain.html === framed.html}`);
    log(`${checkout}: the shell's frame from the service, MISS then HIT, one neutral copy`);

    // Pages no change above refreshed (the refreshes keep every page that shows a changed product
    // cached: its category's products' pages, /home): products and a category page elsewhere.
    const { rows: [other, third] } = await db.query("SELECT id, slug, category_id FROM products WHERE slug NOT LIKE 'test-%' AND category_id <> ALL($1) ORDER BY id LIMIT 2", [touched]);
    const { rows: [elsewhere] } = await db.query('SELECT id FROM categories WHERE id <> ALL($1) AND parent_id IS NOT NULL AND parent_id <> ALL($1) ORDER BY id LIMIT 1', [touched]);

    // Slow past nginx's timeout (the process frozen): the frame for a page not in the cache.
    process.kill(service.pid, 'SIGSTOP');
    try {
      const slow = await get(`${shop}/product/${other.slug}`);
      expect(slow.status === 200 && !slow.rendered && /"mf_catalogue"/.test(frameRecord(slow.html) ?? ''), `render service frozen: ${slow.status}, x-rendered-by ${slow.rendered}, record ${frameRecord(slow.html)}`);
    } finally {
      process.kill(service.pid, 'SIGCONT');
    }
    // Stopped.
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
    for (const p of [`/product/${third.slug}`, `/category/${elsewhere.id}`, '/cart']) {
      const down = await get(`${shop}${p}`);
      expect(down.status === 200 && !down.rendered && /"mf_catalogue"/.test(frameRecord(down.html) ?? ''), `render service stopped, ${p}: ${down.status}, x-rendered-by ${down.rendered}, record ${frameRecord(down.html)}`);
      expect(/nosniff/.test(down.headers.get('x-content-type-options') ?? ''), `render service stopped, ${p}: no security headers`);
      // Today's page: the first frame's stand-in, not a frame of the service's.
      expect(!/data-server-frame/.test(down.html), `render service stopped, ${p}: a server frame`);
    }
    const cached = await get(page);
    expect(cached.status === 200 && cached.rendered === 'mf_catalogue', `render service stopped, a cached page: ${cached.status}, x-rendered-by ${cached.rendered}`);
    log('render service frozen or stopped: the frame (200) for other pages, the cached copy for a cached one');

    if (problems.length) throw new Error(`nginx pages check failed:\n  ${problems.join('\n  ')}`);
    log('passed');
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch(() => {});
    await db?.end().catch(() => {});
    await scratch.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
