import http from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from './freePort';

/**
 * On a slow line the page's HTML arrives in pieces, and the browser paints what it has parsed. The
 * header's items are centred in their row and pushed to its right end, so a header painted before
 * its last items arrived grew and moved when they came (seen as a 4 px jump of the logo on a busy
 * phone). The shell's page asks the browser not to paint before the header is whole:
 * `<link rel="expect" blocking="render">` (tooling/index.html) on the empty mark that ends the
 * header (shell/src/layout/header-end.mjs).
 *
 * Here the shop's /home reaches the browser in two parts, cut inside the header's row (after the
 * logo), with a pause between them long enough for a paint.
 */
const PAUSE_MS = 700;

async function slowHeaderShop(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const page = req.method === 'GET' && req.url === '/home';
    const headers = page ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers;
    const upstream = http.request({ host: '127.0.0.1', port: 3000, path: req.url, method: req.method, headers }, (answer) => {
      if (!page) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        return void answer.pipe(res);
      }
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => {
        const html = Buffer.concat(parts).toString('utf8');
        const header = html.indexOf('<header');
        const cut = html.indexOf('</a>', header) + '</a>'.length; // the logo's link
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        res.write(html.slice(0, cut));
        setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
];

let shop: Awaited<ReturnType<typeof slowHeaderShop>>;
test.beforeAll(async () => {
  shop = await slowHeaderShop();
});
test.afterAll(async () => {
  await shop?.stop();
});

for (const size of sizes) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('a header whose HTML arrives in two parts is first painted whole, and nothing in it moves', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[]; firstFrame: null | { parts: number; menu: boolean } };
        w.shifts = [];
        w.firstFrame = null;
        // What the first painted frame had: the row's three parts (logo, desktop items, phone
        // items) and the row's last item, the phone's menu button.
        requestAnimationFrame(() => {
          const row = document.querySelector('header > div');
          w.firstFrame = { parts: row?.children.length ?? 0, menu: Boolean(row?.querySelector(':scope > div:last-child > button:last-child')) };
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[])
            w.shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((s) => `${s.node?.nodeName} ${s.previousRect.x},${s.previousRect.y}->${s.currentRect.x},${s.currentRect.y}`).join(', ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${shop.origin}/home`);
      await expect(page.getByRole('banner').getByRole('link', { name: /Suuq/ }).first()).toBeVisible();
      await page.waitForLoadState('load');
      const seen = await page.evaluate(() => {
        const w = window as unknown as { shifts: string[]; firstFrame: null | { parts: number; menu: boolean } };
        return { shifts: w.shifts, firstFrame: w.firstFrame };
      });
      expect(seen.shifts).toEqual([]);
      expect(seen.firstFrame).toEqual({ parts: 3, menu: true });
    });
  });
}
