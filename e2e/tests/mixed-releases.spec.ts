import { expect } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addsToCart, problemsOf } from './hydration';
import { freePort } from './freePort';
import { startRenderService, test } from './renderService';

// Issue 30, "every remote ships alone": a live release of mf-catalogue built before server
// rendering has no server entry (its release folder has no server/), or one that cannot run. The
// render service must leave the catalogue's area to the browser (the shell's frame around it is the
// shell's release's, drawn as always), and the browser renders the page itself,
// as before server rendering: no error, Add to Cart working. The release is published from the
// catalogue's build with the release tool's own publish and goLive, behind a static host, and
// read by a render service of the test's own; the page's frame and the browser's scripts are
// the suite's shop's.
const ROOT = path.resolve(__dirname, '../..');
// The deploy modules are ES modules, loaded by Node itself by their public entries (as release.spec.ts does).
const load = <T>(entry: string): Promise<T> => import(pathToFileURL(require.resolve(`deploy/${entry}`)).href) as Promise<T>;
type Releases = typeof import('deploy/releases');
type StaticHost = {
  startStaticHost(o: { releases: { dir: string; app: string }; port: number; apiPort: number }): Promise<{ close(done: () => void): void }>;
};
const API_PORT = 4000; // the suite's API (playwright.config.ts webServer)

/** A build published as mf-catalogue's live release in a releases folder of its own, behind a static host (render/src/testing/shopParts.mjs's catalogueRelease). */
async function liveRelease(distDir: string) {
  const { goLive, publish } = await load<Releases>('releases');
  const { startStaticHost } = await load<StaticHost>('static-host');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-older-releases-'));
  const port = await freePort();
  const { version } = publish({ pkg: 'mf-catalogue', distDir, dir, pkgVersion: '0.1.0' });
  goLive({ pkg: 'mf-catalogue', version, dir, origin: `http://127.0.0.1:${port}` });
  const host = await startStaticHost({ releases: { dir, app: 'mf-catalogue' }, port, apiPort: API_PORT });
  return {
    dir,
    stop: () => new Promise<void>((resolve) => host.close(() => resolve(fs.rmSync(dir, { recursive: true, force: true })))),
  };
}

test.beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'mf-catalogue/dist/server/remoteEntry.js'))) throw new Error('build mf-catalogue first');
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
  test(`a live mf-catalogue release ${older.name}: the frame is sent, and the browser renders the product page itself, Add to Cart working, no error`, async ({ page, request, product }) => {
    const build = olderBuild(older.change);
    const release = await liveRelease(build);
    // Its record is the releases folder's; the frame and the API are the suite's (renderService.ts).
    const service = await startRenderService({ SUUQ_RELEASES: release.dir });
    try {
      const url = `${service.origin}/product/${product.slug}`;
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-rendered-by']).toBe('none');
      const html = await res.text();
      // The shell's own frame, drawn by the shell's live build, with the catalogue's area left in its
      // loading state for the browser: no area of the server's, no embedded answers.
      expect(html).toMatch(/<div id=["']?root["']? data-server-frame=/);
      expect(html).toMatch(/data-remote-area="mf-catalogue" aria-busy="true"/);
      expect(html).not.toContain('data-server-rendered');
      expect(html).not.toContain('suuq-page-data');

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
