import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addsToCart, problemsOf } from './hydration';
import { FRAME } from './renderService';
import type { CatalogueProduct } from './shopping';

// Issue 30, "every remote ships alone": a live release of mf-catalogue built before server
// rendering has no server entry (its release folder has no server/), or one that cannot run. The
// render service must send the shell's frame as it is, and the browser renders the page itself,
// as before server rendering: no error, Add to Cart working. The release is published from the
// catalogue's build with the release tool's own publish and goLive, behind a static host, and
// read by a render service of the test's own (render/src/testing/shopParts.mjs, as the render
// service's build tests do); the page's frame and the browser's scripts are the suite's shop's.
const ROOT = path.resolve(__dirname, '../..');
interface ShopParts {
  catalogueRelease(apiPort: number, distDir: string): Promise<{ dir: string; stop: () => Promise<void> }>;
  renderService(o: { upstream: string; releasesDir: string; apiOrigin: string; budgetMs: number }): Promise<{ origin: string; stop: () => Promise<void> }>;
}
// ES modules, loaded by Node itself (the suite's transform would make CommonJS of them).
const parts = () => import(pathToFileURL(path.join(ROOT, 'render/src/testing/shopParts.mjs')).href) as Promise<ShopParts>;
const API_PORT = 4000; // the suite's API (playwright.config.ts webServer)

let product: CatalogueProduct;

test.beforeAll(async ({ request }) => {
  if (!fs.existsSync(path.join(ROOT, 'mf-catalogue/dist/server/remoteEntry.js'))) throw new Error('build mf-catalogue first');
  const res = await request.post('/api/products', { data: { jsonrpc: '2.0', method: 'call', params: { limit: 5 }, id: 1 } });
  product = ((await res.json()) as { result: { products: CatalogueProduct[] } }).result.products.find((p) => p.quantity > 0)!;
});

/** mf-catalogue's build, changed by `change` in a copy: what an older release's folder holds. */
function olderBuild(change: (serverDir: string) => void): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-older-catalogue-'));
  fs.cpSync(path.join(ROOT, 'mf-catalogue/dist'), copy, { recursive: true });
  change(path.join(copy, 'server'));
  return copy;
}

const releases = [
  { name: 'whose release folder has no server entry (built before server rendering)', change: (server: string) => fs.rmSync(server, { recursive: true, force: true }) },
  {
    name: 'whose server entry throws as it loads',
    change: (server: string) => fs.writeFileSync(path.join(server, 'remoteEntry.js'), "throw new Error('this release cannot render on the server');\n"),
  },
];

for (const older of releases) {
  test(`a live mf-catalogue release ${older.name}: the frame is sent, and the browser renders the product page itself, Add to Cart working, no error`, async ({ page, request }) => {
    const { catalogueRelease, renderService } = await parts();
    const build = olderBuild(older.change);
    const release = await catalogueRelease(API_PORT, build);
    const service = await renderService({ upstream: FRAME, releasesDir: release.dir, apiOrigin: `http://127.0.0.1:${API_PORT}`, budgetMs: 5000 });
    try {
      const url = `${service.origin}/product/${product.slug}`;
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-rendered-by']).toBe('none');
      const html = await res.text();
      // The shell's frame as the static host serves it: no area, no embedded answers.
      expect(html).toBe(await (await request.get(`${FRAME}/product/${product.slug}`)).text());
      expect(html).not.toContain('data-server-rendered');

      const problems = problemsOf(page);
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
      await addsToCart(page);
      await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
      expect(problems).toEqual([]);
    } finally {
      await service.stop();
      await release.stop();
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
}
