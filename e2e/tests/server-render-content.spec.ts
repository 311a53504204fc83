import { expect } from '@playwright/test';
import { HELP_PATHS, helpPage } from 'mf-account/content/pages';
import { en as supportEn, so as supportSo } from 'mf-account/support/texts';
import { t as studentText } from 'mf-account/student/messages';
import { hold } from './hold';
import { keepServerHeading, keptServerElements, problemsOf, sameServerHeading, watchServerElements } from './hydration';
import { test } from './renderService';
import { logInViaApi } from './session';

// Issue 30: the footer's content pages (FAQ, shipping, returns…) from a render service of the
// test's own (renderService.ts), rendered by mf-account's live server build.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every content page of the footer shows its heading and its text from the server', async ({ page, origin }) => {
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

test.describe('with JavaScript disabled, the pages with a form', () => {
  test.use({ javaScriptEnabled: false });

  test('Customer Service shows how to reach us and its form, as a logged-out shopper first sees it', async ({ page, origin }) => {
    const res = await page.goto(`${origin}/customer-service`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_account');
    const main = page.locator('[data-server-rendered="mf_account"]');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(supportSo.title);
    await expect(main.getByText(supportSo.intro, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: supportSo.reachTitle }).getByRole('link', { name: supportSo.whatsappAction })).toBeVisible();
    const form = main.getByRole('region', { name: supportSo.formTitle });
    await expect(form.getByLabel(supportSo.name, { exact: true })).toBeVisible();
    await expect(form.getByText(supportSo.orderLogin)).toBeVisible();
    // Sent by the page's scripts only: it says so, and where to write instead.
    await expect(form.getByRole('button', { name: supportSo.send })).toBeDisabled();
    // (Playwright's text matching skips <noscript>, where the notice lives: read as the page has it.)
    const notice = form.locator('noscript p');
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((p) => p.textContent)).toBe(supportSo.needsJavaScript);
    await expect(page).toHaveTitle(`${supportSo.title} · Suuq`);
  });

  test('the Student & Grad Discount shows how it works and asks to log in', async ({ page, origin }) => {
    const res = await page.goto(`${origin}/student-discount`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_account');
    const main = page.locator('[data-server-rendered="mf_account"]');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(studentText('student.title'));
    await expect(main.getByRole('heading', { level: 2, name: studentText('student.howTitle') })).toBeVisible();
    await expect(main.getByText(studentText('student.loginText'))).toBeVisible();
  });
});

test("the account's own pages are not rendered on the server", async ({ request, origin }) => {
  for (const pagePath of ['/account', '/account/wallet', '/wishlist', '/order-tracking']) {
    const res = await request.get(`${origin}${pagePath}`);
    expect(res.headers()['x-rendered-by'], pagePath).toBeUndefined();
    expect(await res.text(), pagePath).not.toContain('data-server-rendered');
  }
});

test.describe('in a browser running the scripts', () => {
  test("the browser hydrates the server's content page: the same heading element, links that navigate in the page, no error", async ({ page, context, origin }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    const problems = problemsOf(page);
    await keepServerHeading(page);
    const res = await page.goto(`${origin}/shipping-info`);
    expect(await res!.text()).toContain('<html lang="en"');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(helpPage('/shipping-info', 'en').title);
    // Hydrated: React has taken the server's heading as its own (its fiber is on the element).
    await expect.poll(() => heading.evaluate((h1) => Object.keys(h1).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect(await sameServerHeading(page)).toBe(true);
    // Interactive: a link to another content page navigates inside the page (no new document).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').getByRole('link', { name: helpPage('/returns', 'en').title, exact: true }).click();
    await expect(heading).toHaveText(helpPage('/returns', 'en').title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a logged-in shopper gets the server's logged-out Customer Service, hydrated: their order picker and name come after, with no mismatch and no shift", async ({ page, context, origin }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    await page.goto(`${origin}/privacy-policy`);
    await logInViaApi(page);
    const problems = problemsOf(page);
    await watchServerElements(page, { heading: '[data-server-rendered] h1', form: '[data-server-rendered] form' });
    const res = await page.goto(`${origin}/customer-service`);
    // The shared HTML knows no one: the invitation to log in, no order picker.
    const html = await res!.text();
    expect(html).toContain(supportEn.orderLogin);
    expect(html).not.toContain(supportEn.order);
    const form = page.getByRole('region', { name: supportEn.formTitle });
    await expect(form.getByLabel(supportEn.order, { exact: true })).toBeVisible();
    await expect(form.getByLabel(supportEn.name, { exact: true })).not.toHaveValue('');
    await expect(form.getByText(supportEn.orderLogin)).toHaveCount(0);
    const { kept, seen, shifts } = await keptServerElements(page, { heading: 'main h1', form: 'main form' });
    expect({ seen, kept }).toEqual({ seen: true, kept: { heading: true, form: true } });
    expect(shifts).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });

  test("what a shopper types into the server's Customer Service form before the scripts come is kept and sent; Send waits for them", async ({ page, context, origin }) => {
    await context.addCookies([{ name: 'suuq_lang', value: 'en', url: origin }]);
    const shell = await hold(page, /\/bootstrap\.[0-9a-f]+\.js$/);
    const problems = problemsOf(page);
    // Not to the load event: the held script holds it.
    await page.goto(`${origin}/customer-service`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: supportEn.formTitle });
    const send = form.getByRole('button', { name: supportEn.send });
    // Sent by the browser alone, the form would reload the page and lose the message.
    await expect(send).toBeDisabled();
    const contact = `+25261${String(Date.now()).slice(-7)}`;
    const message = 'My parcel has not come yet. When will it arrive in Hodan?';
    await form.getByLabel(supportEn.name, { exact: true }).fill('Hodan Ali');
    await form.getByLabel(supportEn.contact, { exact: true }).fill(contact);
    await form.getByLabel(supportEn.topic, { exact: true }).selectOption({ label: supportEn['topic:delivery'] });
    await form.getByLabel(supportEn.message, { exact: true }).fill(message);
    shell.release();
    await expect(send).toBeEnabled();
    await expect(form.getByLabel(supportEn.message, { exact: true })).toHaveValue(message);
    // A browser that runs scripts reads a noscript as text, never as the notice's paragraph.
    await expect(form.locator('noscript p')).toHaveCount(0);
    await send.click();
    const status = form.getByRole('status');
    await expect(status.getByRole('heading', { name: supportEn.sentTitle })).toBeFocused();
    await expect(status).toContainText(supportEn['sentReply:phone'].replace('{{contact}}', contact));
    expect(problems).toEqual([]);
  });
});
