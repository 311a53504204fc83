import { UNUSED_PRELOAD } from './hydration';
import { FRAME } from './renderService';
import { expect, test } from '@playwright/test';

/**
 * The shell's early script (shell/src/startup/early.ts) runs before main.js, which carries
 * the federation runtime: it fetches the page's remote's manifest from the release record
 * inlined in the page, and main.js's federation runtime takes that response.
 */
test("the early script, first in the page, fetches the page's remote's manifest, once", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const manifests: { url: string; from: string[] }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.endsWith('/mf-manifest.json')) return;
    const frames = (e.initiator.stack?.callFrames ?? []).map((f) => new URL(f.url || 'about:blank').pathname);
    manifests.push({ url: e.request.url, from: frames });
  });
  const response = await page.goto('/product/coconut-oil-500ml');
  const scripts = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.getAttribute('src')!, location.href).pathname);
  }, await response!.text());
  expect(scripts[0]).toMatch(/^\/early\.[0-9a-f]+\.js$/);
  expect(scripts[1]).toMatch(/^\/main\.[0-9a-f]+\.js$/);

  await expect(page.getByRole('heading', { level: 1, name: /coconut oil/i })).toBeVisible();
  const catalogue = manifests.filter((m) => new URL(m.url).port === '3001');
  expect(catalogue).toHaveLength(1);
  expect(catalogue[0]!.from[0]).toMatch(/^\/early\./);
});

/**
 * The shell's page announces the scripts of its asynchronous boundary (vendor and the shell's
 * own code, tooling/webpack/preload-imports.cjs), so they load beside main.js instead of after it
 * has arrived and run. Each is fetched once: the federation runtime's <script> takes the
 * preloaded response (a mismatch would fetch it again and make Chromium warn of an unused
 * preload), and the page works as before.
 */
test('the page preloads the shell scripts main.js would ask for, and each is fetched once', async ({ page }) => {
  const fetched: string[] = [];
  const unusedPreloads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) fetched.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (UNUSED_PRELOAD.test(m.text())) unusedPreloads.push(m.text());
  });
  const response = await page.goto('/home');
  const html = await response!.text();

  const preloads = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => ({
      path: new URL(l.getAttribute('href')!, location.href).pathname,
      priority: l.getAttribute('fetchpriority'),
      afterEntry: Boolean(l.compareDocumentPosition(doc.querySelector('script[src*="/main."]')!) & Node.DOCUMENT_POSITION_PRECEDING),
    }));
  }, html);
  expect(preloads.map((p) => p.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/vendor\.[0-9a-f]+\.js$/), expect.stringMatching(/^\/bootstrap\.[0-9a-f]+\.js$/)]));
  // Behind the entry, at the priority the runtime's own <script> has: the entry is asked for first.
  for (const p of preloads) expect(p).toMatchObject({ priority: 'low', afterEntry: true });

  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('load');
  // Chromium says so a few seconds after load when a preload went unused.
  await page.waitForTimeout(3_500);
  for (const p of preloads) expect(fetched.filter((f) => f === p.path)).toHaveLength(1);
  expect(unusedPreloads).toEqual([]);
});

/**
 * The page's first API calls (declared in its remote's manifest) are sent by the early script as
 * soon as the manifest is read, not once the shell's libraries have arrived and run; the page's
 * own identical calls take those answers (shell/src/startup/earlyData.ts): one request each,
 * and the page shows what they answered. That is the frame's path (the shell's page as the static
 * host serves it, as when the render service is down or late): a page the server rendered carries
 * its answers and sends none of these calls (server-render*.spec.ts).
 */
for (const { path, apis, shown } of [
  { path: '/product/coconut-oil-500ml', apis: ['/api/product/coconut-oil-500ml'], shown: { role: 'heading' as const, name: /coconut oil/i } },
  { path: '/home', apis: ['/api/homepage/sections', '/api/categories'], shown: { role: 'article' as const, name: undefined } },
  { path: '/category/1', apis: ['/api/products', '/api/categories'], shown: { role: 'article' as const, name: undefined } },
]) {
  test(`${path}: the early script sends the page's first calls, and the page uses their answers (one request each)`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const calls: { api: string; from: string[] }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      const api = new URL(e.request.url).pathname;
      if (apis.includes(api)) calls.push({ api, from: (e.initiator.stack?.callFrames ?? []).map((f) => new URL(f.url || 'about:blank').pathname) });
    });
    await page.goto(`${FRAME}${path}`);
    await expect(page.getByRole('main').getByRole(shown.role, shown.name ? { name: shown.name } : {}).first()).toBeVisible();
    await page.waitForLoadState('load');
    for (const api of apis) {
      const sent = calls.filter((c) => c.api === api);
      expect(sent, api).toHaveLength(1);
      expect(sent[0]!.from[0], api).toMatch(/^\/early\./);
    }
  });
}

/**
 * The scripts a page runs as it opens carry V8's explicit compile hint on their first line
 * (tooling/webpack/compile-hints.cjs), so Chromium compiles them on the thread that streams them
 * in rather than function by function on the main thread. Scripts fetched for later (the
 * footer, a panel, a dialog) do not: most of their functions wait for the shopper.
 */
test("a product page's start-up scripts carry V8's compile hint; the ones fetched for later do not", async ({ page, request }) => {
  const HINT = '//# allFunctionsCalledOnLoad';
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto('/product/coconut-oil-500ml');
  await expect(page.getByRole('heading', { level: 1, name: /coconut oil/i })).toBeVisible();
  // The desktop's footer comes drawn by the server; its code is fetched once the page has settled
  // and the footer comes near the screen (shell/src/layout/FooterArea.tsx).
  const footerCode = page.waitForRequest((r) => /\/footer\.[^/]*\.js$/.test(r.url()), { timeout: 15_000 });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await footerCode;

  const firstLines = new Map<string, string>();
  for (const url of scripts) firstLines.set(new URL(url).pathname.slice(1), (await (await request.get(url)).text()).split('\n', 1)[0]!);
  const hinted = [...firstLines].filter(([, line]) => line === HINT).map(([file]) => file);
  for (const startup of [/^main\./, /^vendor\./, /^bootstrap\./, /^remoteEntry\.js$/, /^__federation_expose_app\./, /^page-product\./]) {
    expect(hinted, String(startup)).toContainEqual(expect.stringMatching(startup));
  }
  const later = [...firstLines].filter(([file]) => /^(footer|search-and-menu-panel|categories-panel|shared-ui-modal|__federation_expose_search_box)\./.test(file));
  expect(later.map(([file]) => file)).toContainEqual(expect.stringMatching(/^footer\./));
  for (const [file, line] of later) expect(line, file).not.toContain('allFunctionsCalledOnLoad');
});
