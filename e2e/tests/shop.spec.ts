import { expect, test } from '@playwright/test';
import { openFirstProduct } from './shopping';
import { logInViaApi } from './session';
import { t as shellText } from 'shell/messages';

test.describe('the shop across remotes', () => {
  test('home shows products from the server and a product page opens', async ({ page }) => {
    await page.goto('/home');
    const cards = page.locator('a[href^="/product/"]');
    await expect(cards.first()).toBeVisible();
    // The first row's cards come with the page (lower rows' as they are scrolled near: home-rows.spec);
    // every row's heading is there.
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('main section[data-section] h2').count()).toBeGreaterThan(4);
    await cards.first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The product's own button comes first; related products below have theirs.
    await expect(page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first()).toBeVisible();
  });

  test('add to cart: badge reads 1, the cart shows the line, and it survives a reload', async ({ page }) => {
    await logInViaApi(page); // the cart is a protected page
    await page.goto('/home');
    const title = await openFirstProduct(page);
    const add = page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByTestId('toasts')).toContainText('Added to Cart');
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
    await page.getByRole('banner').locator('a[href="/cart"]').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main')).toContainText(title.split('\n')[0]!.slice(0, 12));
    await page.reload();
    await expect(page.getByRole('main')).toContainText(title.split('\n')[0]!.slice(0, 12));
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  });

  test('catalogue unreachable: the layout stays, Try again is offered, and the cart still works', async ({ page }) => {
    await logInViaApi(page);
    await page.route(/127\.0\.0\.1:3001\//, (route) => route.abort('connectionrefused'));
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: shellText('tryAgain') })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('banner').locator('a[href="/cart"]').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('offline, a dialog whose code does not arrive leaves the shop standing and tries again on the next tap', async ({ page }) => {
    let blocked = true;
    await page.route(/\/account-dialogs\.[0-9a-f]+\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/home');
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    const login = page.getByRole('banner').getByRole('button', { name: /Login/ });
    await login.click();
    await expect(page.getByTestId('toasts')).toContainText('Lama furi karin');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    blocked = false;
    await login.click();
    await expect(page.getByRole('dialog', { name: 'Gal' })).toBeVisible();
  });

  test('redirects: / and /login go home, the old live link opens the live room', async ({ page }) => {
    const landed = await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    // Sent on by the server (render service), so /home comes drawn, not an empty frame the browser redirects.
    expect(landed?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    expect(await landed?.text()).toContain('data-server-rendered="mf_catalogue"');
    const res = await page.request.post('/api/live/streams', { data: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
    const { live } = ((await res.json()) as { result: { live: { id: number; title: string }[] } }).result;
    await page.goto(`/livestream/view/${live[0]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/suuq-live-shopping/${live[0]!.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: live[0]!.title })).toBeVisible();
  });
});
