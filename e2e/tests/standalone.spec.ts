import { expect, test } from '@playwright/test';

// QA runs each remote alone, on its own origin, in the harness: real bus, real API, event log.
test.describe('remotes standalone', () => {
  test('mf-catalogue alone shows home from the API and logs cart:add on the bus', async ({ page }) => {
    await page.goto('http://127.0.0.1:3001/');
    await expect(page).toHaveURL(/3001\/home$/);
    await expect(page.getByRole('banner').getByText('mf-catalogue')).toBeVisible();
    await page.locator('a[href^="/product/"]').first().click();
    await page.getByRole('button', { name: /Add to Cart/i }).first().click();
    await expect(page.getByTestId('event-log').locator('[data-event="cart:add"][data-kind="command"]')).toHaveCount(1);
  });

  test('mf-checkout alone runs its own cart service and shows the empty cart', async ({ page }) => {
    await page.goto('http://127.0.0.1:3002/');
    await expect(page).toHaveURL(/3002\/cart$/);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByTestId('event-log').locator('[data-event="cart:changed"]').first()).toBeAttached();
  });

  test('mf-account alone shows My account; with no session there, its orders say why they cannot load', async ({ page }) => {
    await page.goto('http://127.0.0.1:3003/');
    await expect(page).toHaveURL(/3003\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Akoonkayga' })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('No valid token provided');
  });

  test('mf-live alone shows the live list', async ({ page }) => {
    await page.goto('http://127.0.0.1:3004/');
    await expect(page).toHaveURL(/3004\/suuq-live-shopping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iibka Tooska ah (Live)' })).toBeVisible();
  });
});
