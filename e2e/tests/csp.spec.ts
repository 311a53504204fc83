import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { t as accountText } from 'mf-account/account/messages';
import { t as liveText } from 'mf-live/messages';
import { logInViaApi } from './session';
import { t as shellText } from 'shell/messages';

// Every page of the shop works under its Content-Security-Policy, enforced (not report-only):
// each route of the shell's route table is opened, and any violation the browser reports, as an
// event or on the console, fails the test (deploy/src/securityHeaders.mjs builds the policy).

type Violations = { directive: string; blocked: string; source: string }[];

/** Records the page's CSP violations on window before any of its scripts runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (msg) => {
    // The policy refusing something, or Chromium refusing a feature of the Permissions-Policy.
    if (/Content Security Policy|Permissions-Policy/.test(msg.text())) logged.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violations };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: Violations }).__cspViolations ?? []);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...logged];
  };
}

/** A concrete address for each route pattern of shell/src/routing/routes.ts and routeTable.ts. */
const ADDRESSES: Record<string, string[]> = {
  '/home/*': ['/home'],
  '/product/*': ['/product/coconut-oil-500ml'], // has a video and a leaflet (media seed)
  '/discounts/*': ['/discounts'],
  '/search-results/*': ['/search-results?keyword=oil'],
  '/category/*': ['/category', '/category/skincare'],
  '/privacy-policy/*': ['/privacy-policy'],
  '/carousel/*': ['/carousel'],
  '/section/*': ['/section/best-sellers', '/section/related-products/1'],
  '${LIVE_PATH}/*': ['/suuq-live-shopping', '/suuq-live-shopping/demo-stream'],
  '/order-confirmation/*': ['/order-confirmation'],
  '/cart/*': ['/cart'],
  '/checkout/*': ['/checkout'],
  '/account/*': ['/account', '/account/profile'],
  '/wishlist/*': ['/wishlist'],
  '/manage-address/*': ['/manage-address'],
  '/order-tracking/*': ['/order-tracking'],
  '/advisor/*': ['/advisor'],
  '/faq/*': ['/faq'],
  '/shipping-info/*': ['/shipping-info'],
  '/billing-info/*': ['/billing-info'],
  '/returns/*': ['/returns'],
  '/about/*': ['/about'],
  '/business/*': ['/business'],
  '/platforms/*': ['/platforms'],
  '/terms/*': ['/terms'],
  '/legal/*': ['/legal'],
  '/influencer-terms/*': ['/influencer-terms'],
  '/student-discount/*': ['/student-discount'],
  '/customer-service/*': ['/customer-service'],
};
/** Pages outside the route table: a footer information page, and the / redirect. */
const OTHER_ADDRESSES = ['/contact', '/'];

/**
 * The route patterns as the route table writes them (`path: '/home'`, `path: LIVE_PATH`): the
 * pages of spec §2 in routes.ts (PAGE_ROUTES) and the live shopping pages in routeTable.ts (ROUTES).
 */
function routeTablePaths(): string[] {
  const table = (file: string, name: string) => {
    const source = fs.readFileSync(path.join(__dirname, '../../shell/src/routing', file), 'utf8');
    const from = source.indexOf(`export const ${name}`);
    expect(from).toBeGreaterThan(-1);
    return source.slice(from, source.indexOf('];', from));
  };
  const tables = table('routes.ts', 'PAGE_ROUTES') + table('routeTable.ts', 'ROUTES');
  return [...tables.matchAll(/path: ('([^']+)'|`([^`]+)`|(\w+))/g)].map((m) => m[2] ?? m[3] ?? m[4]!);
}

test('every route of the route table has an address in this suite', () => {
  const routes = routeTablePaths();
  expect(routes.length).toBeGreaterThan(12);
  expect(routes.filter((r) => !ADDRESSES[r])).toEqual([]);
});

test.describe('the shop under its Content-Security-Policy', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, loggedIn] of [['public pages', false], ['pages of a logged-in shopper', true]] as const) {
    test(`${name} render without a violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      if (loggedIn) await logInViaApi(page);
      const addresses = [...Object.values(ADDRESSES).flat(), ...OTHER_ADDRESSES];
      for (const address of addresses) {
        const res = await page.goto(address);
        expect(res?.headers()['content-security-policy'], address).toContain("script-src 'self'");
        expect(res?.headers()['content-security-policy-report-only'], address).toBeUndefined();
        // The page drew its own content (a heading in main), not a fallback.
        await expect(page.getByRole('main').getByRole('heading').first(), address).toBeVisible();
        await expect(page.getByRole('button', { name: shellText('tryAgain') }), address).toHaveCount(0);
        expect(await violations(), address).toEqual([]);
      }
    });
  }

  test('a product video plays and its images show under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/product/coconut-oil-500ml');
    const section = page.getByRole('region', { name: /Video/ });
    await section.getByRole('button', { name: /^Daar muuqaalka/ }).click();
    await expect
      .poll(() => section.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    const image = page.getByRole('main').locator('img[src*="/api/product-image/"]').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('each remote alone, on its own origin, works under its policy', async ({ page }) => {
    const violations = await watchViolations(page);
    // What each harness shows once its remote mounted (as in standalone.spec.ts).
    const drawn = {
      3001: page.locator('a[href^="/product/"]').first(),
      3002: page.getByText('Your cart is empty'),
      3003: page.getByRole('heading', { level: 1, name: accountText('title:/account/*') }),
      3004: page.getByRole('heading', { level: 1, name: liveText('title') }),
    };
    for (const [port, content] of Object.entries(drawn)) {
      const res = await page.goto(`http://127.0.0.1:${port}/`);
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.getByTestId('event-log')).toBeAttached();
      await expect(content, port).toBeVisible();
      expect(await violations(), port).toEqual([]);
    }
  });

  // The suite can fail: a script the page did not ship is refused and the refusal is seen. (eval
  // cannot be tried from here: code evaluated by the test harness is exempt from the page's CSP;
  // the header test asserts that the policy has no 'unsafe-eval'.)
  test('the watch sees a violation: an injected inline script is refused and recorded', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src/);
  });
});

test.describe('security headers on every kind of answer', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };

  test('the shell page, a remote entry and a hashed chunk carry them; the CSP names the remotes', async ({ page }) => {
    const chunks: string[] = [];
    page.on('response', (r) => {
      if (/127\.0\.0\.1:3001\/.*\.[0-9a-f]{10}\.js$/.test(r.url())) chunks.push(r.url());
    });
    const res = await page.goto('/home');
    const shell = res!.headers();
    expect(shell).toMatchObject({ ...common, 'cross-origin-resource-policy': 'same-origin' });
    expect(shell['permissions-policy']).toContain('camera=()');
    for (const port of [3001, 3002, 3003, 3004]) expect(shell['content-security-policy']).toContain(`http://127.0.0.1:${port}`);
    expect(shell['content-security-policy']).not.toContain('unsafe-eval');
    expect(shell['strict-transport-security']).toBeUndefined(); // http: only nginx over https sends it

    const entry = (await page.request.get('http://127.0.0.1:3001/remoteEntry.js')).headers();
    // Module federation: the shell's origin fetches the manifest (CORS) and runs the scripts.
    expect(entry).toMatchObject({ ...common, 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'no-cache' });
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const chunk = (await page.request.get(chunks[0]!)).headers();
    expect(chunk).toMatchObject({ ...common, 'cross-origin-resource-policy': 'cross-origin' });
    expect(chunk['cache-control']).toContain('immutable');
  });

  test('an /api answer through the shop carries the API policy of its own', async ({ request }) => {
    const res = await request.post('/api/categories', { data: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
    expect(res.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cross-origin-resource-policy': 'same-origin' });
    expect(res.headers()['content-security-policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });
});
