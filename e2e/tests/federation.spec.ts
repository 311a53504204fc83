import { expect, test, type Page } from '@playwright/test';
import { logInViaApi } from './session';
import { t as shellText } from 'shell/messages';

/**
 * Independent delivery: the shell reads what each remote's manifest says it needs (metaData.needs,
 * shared-federation/compatibility) before it loads that remote's entry, and refuses one it cannot run
 * with the remote's fallback and Try again; the rest of the shop keeps working.
 */
const LIVE_MANIFEST = 'http://127.0.0.1:3004/mf-manifest.json';

/** Serves mf-live's real manifest with its needs changed, as a remote built elsewhere would declare them. */
async function serveLiveNeeding(page: Page, change: (needs: { federation: { built: string; range: string }; contracts: Record<string, number> }) => void) {
  await page.route(LIVE_MANIFEST, async (route) => {
    const res = await route.fetch();
    const manifest = await res.json();
    change(manifest.metaData.needs);
    await route.fulfill({ response: res, json: manifest });
  });
}

async function expectRefused(page: Page) {
  const entries: string[] = [];
  page.on('request', (req) => req.url().startsWith('http://127.0.0.1:3004/') && !req.url().endsWith('mf-manifest.json') && entries.push(req.url()));
  await page.goto('/suuq-live-shopping');
  const area = page.locator('[data-remote-area="mf-live"]');
  await expect(area.getByRole('button', { name: shellText('tryAgain') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-placeholder="mf-live"]')).toHaveCount(0);
  // Still refused on Try again, and nothing of the remote (its entry, a second React) was loaded.
  await area.getByRole('button', { name: shellText('tryAgain') }).click();
  await expect(area.getByRole('button', { name: shellText('tryAgain') })).toBeVisible({ timeout: 30_000 });
  expect(entries).toEqual([]);
  // The rest of the shop works.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').locator('a[href="/home"]').first().click();
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
}

test.describe('compatibility handshake', () => {
  test('a remote built on another federation major is refused with its fallback and Try again', async ({ page }) => {
    await serveLiveNeeding(page, (needs) => {
      needs.federation = { built: '3.0.0', range: '^3.0.0' };
    });
    await expectRefused(page);
  });

  test('a remote that needs a newer contract major than the shell provides is refused the same way', async ({ page }) => {
    await serveLiveNeeding(page, (needs) => {
      needs.contracts['shared-events'] = (needs.contracts['shared-events'] ?? 0) + 1;
    });
    await expectRefused(page);
  });

  test('a compatible remote is mounted (the needs its build declares are met)', async ({ page }) => {
    await page.goto('/suuq-live-shopping');
    await expect(page.locator('[data-remote-area="mf-live"]').getByRole('heading', { level: 1, name: 'Iibka Tooska ah (Live)' })).toBeVisible();
  });
});

test('mf-checkout unreachable, then back: Try again shows the cart, its service included, without a reload', async ({ page }) => {
  await logInViaApi(page); // the cart is a protected page
  let blocked = true;
  await page.route(/127\.0\.0\.1:3002\//, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/cart');
  const area = page.locator('[data-remote-area="mf-checkout"]');
  await expect(area.getByRole('button', { name: shellText('tryAgain') })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  blocked = false;
  await area.getByRole('button', { name: shellText('tryAgain') }).click();
  // The cart page leaves its loading state only on the state the cart service publishes.
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Gaadhiga waa la soo rarayaa…' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
