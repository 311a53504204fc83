import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { HELP_PATHS, helpPage } from 'mf-account/content/pages';
import { freePort } from './freePort';

// Issue 30: the footer's content pages (FAQ, shipping, returns…) from the render service, rendered
// by mf-account's live server build, in front of the suite's shop (the shell's static host on
// 3000, the API on 4000), as server-render.spec.ts starts it.
const ROOT = path.resolve(__dirname, '../..');
let service: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
    // A wide budget: these tests are about what a render holds, on a machine running other suites.
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: 'http://127.0.0.1:3000', RENDER_API_ORIGIN: 'http://127.0.0.1:4000', RENDER_BUDGET_MS: '5000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    service.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('render service on')) resolve();
    });
    service.once('exit', (code) => reject(new Error(`the render service stopped (${code}): ${out}`)));
  });
  service.stdout!.resume();
});

test.afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every content page of the footer shows its heading and its text from the server', async ({ page }) => {
    for (const pagePath of HELP_PATHS) {
      const texts = helpPage(pagePath, 'so');
      const res = await page.goto(`${origin}${pagePath}`);
      expect(res!.status(), pagePath).toBe(200);
      expect(res!.headers()['x-rendered-by'], pagePath).toBe('mf_account');
      const main = page.locator('[data-server-rendered="mf_account"]');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(main.getByText(texts.intro, { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: texts.sections[0]!.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts.title.replace(/[()]/g, '\\$&')} · Suuq$`));
      // The first frame's loading sign gives way to the page.
      await expect(page.getByRole('status', { name: 'Soo dejinaya…' })).toBeHidden();
    }
  });
});

test("the account's own pages and customer service are not rendered on the server", async ({ request }) => {
  for (const pagePath of ['/account', '/account/wallet', '/wishlist', '/customer-service']) {
    const res = await request.get(`${origin}${pagePath}`);
    expect(res.headers()['x-rendered-by'], pagePath).toBeUndefined();
    expect(await res.text(), pagePath).not.toContain('data-server-rendered');
  }
});

test.describe('in a browser running the scripts', () => {
  /** Console errors and warnings (React reports a hydration mismatch there) and uncaught errors. */
  function problemsOf(page: Page) {
    const problems: string[] = [];
    const ours = (text: string) => text !== 'Service Worker registration blocked by Playwright';
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && ours(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    return problems;
  }

  test("the browser hydrates the server's content page: the same heading element, links that navigate in the page, no error", async ({ page, context }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    const problems = problemsOf(page);
    // The heading as the HTML parser made it, before any script ran.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const h1 = document.querySelector('[data-server-rendered] h1');
        if (h1) {
          Object.assign(window, { serverHeading: h1 });
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const res = await page.goto(`${origin}/shipping-info`);
    expect(await res!.text()).toContain('<html lang="en"');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(helpPage('/shipping-info', 'en').title);
    // Hydrated: React has taken the server's heading as its own (its fiber is on the element).
    await expect.poll(() => heading.evaluate((h1) => Object.keys(h1).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('main h1'))).toBe(true);
    // Interactive: a link to another content page navigates inside the page (no new document).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').getByRole('link', { name: helpPage('/returns', 'en').title, exact: true }).click();
    await expect(heading).toHaveText(helpPage('/returns', 'en').title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});
