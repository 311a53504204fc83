import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * The page's first paint shows the whole header (tooling/index.html: <link rel=expect href=#main
 * blocking=render>). Chromium paints what it has read whenever its parser stops, and a header
 * painted with only its logo grows once its buttons are read: the logo moves down (a layout shift
 * Lighthouse counted on /home). Here the shop's server-rendered page reaches the browser in two
 * pieces, cut inside the header, with a pause between them, as a slow line can cut it.
 */

const SHOP = 'http://127.0.0.1:3000';
const PAUSE_MS = 800;

/** The shop behind a proxy that sends a page's HTML cut just after the header's logo, the rest PAUSE_MS later. */
async function cutInsideHeader() {
  const cuts: { page: string; at: number; headerAt: number }[] = [];
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
      const page = await fetch(SHOP + url, { headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '' } });
      const html = await page.text();
      const headerAt = html.indexOf('<header');
      const at = html.indexOf('</a>', headerAt) + '</a>'.length;
      cuts.push({ page: url, at, headerAt });
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.write(html.slice(0, at));
      setTimeout(() => res.end(html.slice(at)), PAUSE_MS);
      return;
    }
    const upstream = http.request(SHOP + url, { method: req.method, headers: { ...req.headers, host: '127.0.0.1:3000' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cuts, close: () => new Promise((r) => server.close(r)) };
}

for (const size of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${size.name}: a page cut inside its header paints first with the whole header, never with the logo alone`, async ({ page }) => {
    const proxy = await cutInsideHeader();
    try {
      await page.setViewportSize({ width: size.width, height: size.height });
      // What the first frame painted holds: the browser runs animation frames only once it paints.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const header = document.querySelector('header');
          (window as unknown as { firstFrame: unknown }).firstFrame = {
            main: document.getElementById('main') !== null,
            headerHeight: header ? header.getBoundingClientRect().height : 0,
            logoTop: header?.querySelector('a')?.getBoundingClientRect().top ?? null,
          };
        });
      });
      await page.goto(`${proxy.origin}/home`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

      // The page really came in two pieces, cut inside the header, after its logo.
      expect(proxy.cuts).toHaveLength(1);
      expect(proxy.cuts[0].headerAt).toBeGreaterThan(0);
      expect(proxy.cuts[0].at).toBeGreaterThan(proxy.cuts[0].headerAt);

      const first = await page.evaluate(() => (window as unknown as { firstFrame: { main: boolean; headerHeight: number; logoTop: number } }).firstFrame);
      const header = (await page.getByRole('banner').boundingBox())!;
      const logo = (await page.getByRole('banner').getByRole('link', { name: /^suuq home$/i }).filter({ visible: true }).boundingBox())!;
      // Nothing painted before the header's end (what follows it, <main>, had been read) ...
      expect(first.main).toBe(true);
      // ... so the header and its logo were first painted where they stay.
      expect(Math.abs(first.headerHeight - header.height)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(first.logoTop - logo.y)).toBeLessThanOrEqual(0.5);
    } finally {
      await proxy.close();
    }
  });
}
