import { expect, test } from '@playwright/test';
import { t as accountText } from 'mf-account/account/messages';
import { t as liveText } from 'mf-live/messages';

// QA runs each remote alone, on its own origin, in the harness: real bus, real API, event log.
// In the main suite each remote is on its usual port; in a remote's own suite (standalone.config.ts)
// on the port the system gave its global setup, never a server that happened to run already.
const originOf = (app: string, port: number): string =>
  (process.env.SUUQ_STANDALONE === app && process.env.SUUQ_STANDALONE_ORIGIN) || `http://127.0.0.1:${port}`;
const at = (origin: string, path: string) => new RegExp(`^${origin.replace(/\./g, '\\.')}${path}$`);

test.describe('remotes standalone', () => {
  test('mf-catalogue alone shows home from the API and logs cart:add on the bus', async ({ page }) => {
    const origin = originOf('mf-catalogue', 3001);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(at(origin, '/home'));
    await expect(page.getByRole('banner').getByText('mf-catalogue')).toBeVisible();
    await page.locator('a[href^="/product/"]').first().click();
    await page.getByRole('button', { name: /Add to Cart/i }).first().click();
    await expect(page.getByTestId('event-log').locator('[data-event="cart:add"][data-kind="command"]')).toHaveCount(1);
  });

  test('mf-checkout alone runs its own cart service and shows the empty cart', async ({ page }) => {
    const origin = originOf('mf-checkout', 3002);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(at(origin, '/cart'));
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByTestId('event-log').locator('[data-event="cart:changed"]').first()).toBeAttached();
  });

  test('mf-account alone shows My account; with no session there, its orders say why they cannot load', async ({ page }) => {
    const origin = originOf('mf-account', 3003);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(at(origin, '/account'));
    await expect(page.getByRole('heading', { level: 1, name: accountText('title:/account/*') })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('No valid token provided');
  });

  test('mf-live alone shows the live list', async ({ page }) => {
    const origin = originOf('mf-live', 3004);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(at(origin, '/suuq-live-shopping'));
    await expect(page.getByRole('heading', { level: 1, name: liveText('title') })).toBeVisible();
  });
});
