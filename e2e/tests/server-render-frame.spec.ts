import { expect, type Page } from '@playwright/test';
import { hold } from './hold';
import { keptServerElements, problemsOf, watchServerElements } from './hydration';
import { FRAME, test } from './renderService';
import { logInViaApi } from './session';
import { keepInCart, listProducts } from './shopping';
import { t as shellText } from 'shell/messages';

// Issue 30: the shell's frame (header, bottom bar, the area's place) drawn on the server by the
// shell's own build, with the page's area inside, and hydrated by the browser: what the shopper
// sees first is the real header, never a stand-in replaced by it.
/** Keeps the header and the area's heading as the HTML parser made them, and sums layout shifts from the start. */
const watchPage = (page: Page) => watchServerElements(page, { header: '#root[data-server-frame] header', heading: '[data-server-rendered] h1' });
const kept = async (page: Page) => {
  const { kept: still, shifts } = await keptServerElements(page, { header: 'header', heading: 'main h1' });
  return { ...still, shifts };
};
/** Hydrated: the header's own handlers answer (the login popup opens from the header). */
const hydrated = (page: Page, name: RegExp) => expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();

test("the page's HTML carries the shell's real header and bottom bar around the product; the browser hydrates both with no mismatch and no shift", async ({ page, request, origin, product }) => {
  const html = await (await request.get(`${origin}/product/${product.slug}`)).text();
  expect(html).toMatch(/<div id=["']?root["']? data-server-frame="so">/);
  expect(html).toMatch(/<header[^>]*>.*<nav aria-label="[^"]+"/s);
  expect(html).toContain('data-testid="bottom-bar"');
  expect(html).not.toMatch(/class=["']?ff-wait/); // no stand-in: the real frame

  const problems = problemsOf(page);
  await watchPage(page);
  await page.goto(`${origin}/product/${product.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  // A tap before the shell's code has arrived does nothing yet: tried until the header answers.
  // Not again once the popup is open (it may open after the wait below, its code loading): its
  // backdrop covers the button, and a click would wait for it until the test's timeout.
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: /Login/ }).click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await kept(page)).toEqual({ header: true, heading: true, shifts: expect.any(Number) });
  expect((await kept(page)).shifts).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});

test("a logged-in shopper with a cart gets the same neutral HTML; the header's Logout and the badge come right after hydration, with no mismatch", async ({ page, request, origin, product }) => {
  const neutral = await (await request.get(`${origin}/product/${product.slug}`)).text();
  await page.goto(`${origin}/privacy-policy`);
  await logInViaApi(page);
  // Two cart lines in the cart owner's keeping, and the count the shell last heard. The badge shows
  // the count right after hydration; the owner, started once the page has settled, says the same.
  // (With the count alone, an owner started before the check on a busy machine said 0, the truth,
  // and the badge was rightly gone.)
  const products = await listProducts(request, 2);
  expect(products).toHaveLength(2);
  await keepInCart(page, products);
  await page.evaluate(() => localStorage.setItem('suuq.cartCount', '2'));
  const problems = problemsOf(page);
  await watchPage(page);
  const res = await page.goto(`${origin}/product/${product.slug}`);
  const html = await res!.text();
  expect(html).not.toMatch(/Logout|Ka bax/);
  expect(html).not.toContain('data-testid="cart-badge"');
  expect(html.replace(/<script type="application\/json" id="suuq-page-data">.*?<\/script>/s, '')).toBe(neutral.replace(/<script type="application\/json" id="suuq-page-data">.*?<\/script>/s, ''));
  await hydrated(page, /Logout|Ka bax/);
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveAttribute('data-count', '2');
  expect((await kept(page)).header).toBe(true);
  expect(problems).toEqual([]);
});

// On a slow line the server's header is on screen seconds before the shell's code: a shopper may
// type a search there, then press Enter once it has hydrated. React keeps a hydrated field's text
// on screen but starts its state empty, so the box takes the field's words into its state once it
// is hydrated (SearchBox.tsx).
test("words typed into the server's search box before hydration are searched by Enter after it", async ({ page, origin }) => {
  const shell = await hold(page, /\/bootstrap\.[0-9a-f]+\.js$/);
  // The catalogue's search box would take the plain one's place once the page settles: held for
  // good, so Enter reaches the shell's own form.
  await hold(page, /__federation_expose_search_box\.[0-9a-f]+\.js$/);
  const problems = problemsOf(page);
  // Not to the load event: the held script holds it.
  await page.goto(`${origin}/home`, { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('banner').getByRole('searchbox', { name: shellText('openSearch') });
  await box.fill('soap');
  shell.release();
  // Hydrated: the header's Login opens its popup; closed again, focus goes back to the box.
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: /Login/ }).click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(box).toHaveValue('soap');
  await box.press('Enter');
  await expect(page).toHaveURL(`${origin}/search-results?keyword=soap`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('soap');
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the server's bottom bar and the phone's header are what the shopper sees first, hydrated in place", async ({ page, origin }) => {
    const problems = problemsOf(page);
    await watchPage(page);
    await page.goto(`${origin}/home`);
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    expect((await kept(page)).header).toBe(true);
    expect((await kept(page)).shifts).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });

  // The server draws by the language cookie; a device that remembers another language (chosen
  // before the cookie existed) renders the frame again right after hydration (RenderedLanguage,
  // shared-ui/i18n.ts). That render updates the server's header and bottom bar in place.
  test('a device that remembers English, sent the page in Somali (no cookie yet), gets its header and bottom bar in English right after hydration, kept in place, with no error', async ({ page, origin }) => {
    await page.goto(`${origin}/privacy-policy`);
    await page.evaluate(() => localStorage.setItem('suuqLanguage', 'en'));
    await page.context().clearCookies();
    const problems = problemsOf(page);
    await watchServerElements(page, { header: '#root[data-server-frame] header', bar: '#root[data-server-frame] [data-testid="bottom-bar"]' });
    const res = await page.goto(`${origin}/home`);
    expect(await res!.text()).toMatch(/<div id=["']?root["']? data-server-frame="so">/);
    const bar = page.getByTestId('bottom-bar');
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu', exact: true })).toBeVisible();
    // Kept, not drawn afresh. (Layout shift is not this test's: the page's own texts change
    // language here, once per device, and their lines move what is below them.)
    const { kept: still } = await keptServerElements(page, { header: 'header', bar: '[data-testid="bottom-bar"]' });
    expect(still).toEqual({ header: true, bar: true });
    expect(problems).toEqual([]);
  });
});

test("the frame alone (the render service down) still draws its own header in the browser", async ({ page, product }) => {
  await page.goto(`${FRAME}/product/${product.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-frame', /.*/);
  await expect(page.getByRole('banner')).toBeVisible();
});
