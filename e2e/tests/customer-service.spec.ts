/**
 * Issue 28: Help → Customer Service is a real page. A visitor opens it from the footer, sees how to
 * reach the shop (WhatsApp, phone, e-mail, hours), sends the form and gets a reference that the
 * support e-mail (the demo outbox) carries; the demo shopper picks one of their orders. Also at
 * 390×844 (no footer there: the page itself, its form and the confirmation). Texts from the page's
 * catalogue (Somali, the shop's first language); contact details from BRAND.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { BRAND } from 'shared-ui/brand';
import { SUPPORT_CONTACT } from 'shared-ui/support-contact';
import { so as text } from 'mf-account/support/texts';
import { demoCredentials, logInViaApi } from './session';
import { orderViaApi } from './shopping';

const rpc = (params: Record<string, unknown>) => ({ jsonrpc: '2.0', method: 'call', params, id: 1 });
const shots = path.join(__dirname, '../../.tmp/screenshots/customer-service');
const fill = (s: string, vars: Record<string, string>) => s.replace(/{{(\w+)}}/g, (_m, k: string) => vars[k] ?? '');

async function post<R>(request: APIRequestContext, url: string, params: Record<string, unknown>, token?: string, headers: Record<string, string> = {}): Promise<R> {
  const res = await request.post(url, { data: rpc(params), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const body = (await res.json()) as { result: R & { status: string } };
  expect(body.result.status, JSON.stringify(body)).toBe('success');
  return body.result;
}

/** The support e-mails the demo outbox holds (the server's messenger sends them there in a demo). */
async function supportMail(request: APIRequestContext): Promise<{ template: string; text: string }[]> {
  const res = await request.post('/api/dev/outbox', { data: rpc({ to: BRAND.supportEmail, limit: 20 }) });
  const { result } = (await res.json()) as { result: { messages: { template: string; text: string }[] } };
  return result.messages.filter((m) => m.template === 'support_message');
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function contactDetailsShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const reach = page.getByRole('region', { name: text.reachTitle });
  await expect(reach.getByRole('link', { name: text.whatsappAction, exact: true })).toHaveAttribute('href', BRAND.social.whatsapp);
  await expect(reach.getByRole('link', { name: '+252 61 000 0000', exact: true })).toHaveAttribute('href', `tel:${SUPPORT_CONTACT.phone}`);
  await expect(reach.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
  await expect(reach).toContainText(fill(text.hoursLine, { days: `${text['day:6']} – ${text['day:4']}`, open: '08:00', close: '20:00' }));
}

/** Sends the form as a visitor and checks the announced confirmation and the support e-mail. */
async function sendAsVisitor(page: Page, size: string) {
  const form = page.getByRole('region', { name: text.formTitle });
  await expect(form.getByLabel(text.order, { exact: true })).toHaveCount(0);
  // Nothing filled: each field says what is missing, and the first gets the focus.
  await form.getByRole('button', { name: text.send }).click();
  await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
  await expect(form.getByLabel(text.name, { exact: true })).toHaveAccessibleDescription(text.nameRequired);
  await shot(page, `errors-${size}`);
  const contact = `+25261${String(Date.now()).slice(-7)}`;
  await form.getByLabel(text.name, { exact: true }).fill('Hodan Visitor');
  await form.getByLabel(text.contact, { exact: true }).fill(contact);
  await form.getByLabel(text.topic, { exact: true }).selectOption({ label: text['topic:delivery'] });
  await form.getByLabel(text.message, { exact: true }).fill('Alaabtaydii weli ma iman Hodan. Goorma ayay imanaysaa?');
  await shot(page, `filled-${size}`);
  await form.getByRole('button', { name: text.send }).click();
  const status = form.getByRole('status');
  await expect(status.getByRole('heading', { name: text.sentTitle })).toBeFocused();
  const reference = /CS-\d{6,}/.exec((await status.textContent()) ?? '')![0];
  await expect(status).toContainText(fill(text.sentReference, { reference }));
  await expect(status).toContainText(fill(text['sentReply:phone'], { contact }));
  await shot(page, `sent-${size}`);
  await expect.poll(async () => (await supportMail(page.request)).some((m) => m.text.includes(reference) && m.text.includes(contact))).toBe(true);
}

test.describe('customer service at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor: Footer → Help → Customer Service, the contact details, the form sent, the confirmation with its reference', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Customer Service' }).click();
    await expect(page).toHaveURL(/\/customer-service$/);
    await contactDetailsShown(page);
    await shot(page, 'page-desktop');
    await sendAsVisitor(page, 'desktop');
  });

  test('the demo shopper picks one of their orders: the confirmation and the support e-mail name it', async ({ page }) => {
    const credentials = await demoCredentials(page.request);
    const { token } = await post<{ token: string }>(page.request, '/api/user/login', credentials);
    const { order } = await orderViaApi(page.request, token, 12, 'support');
    await logInViaApi(page, credentials);
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer Service' }).click();
    const form = page.getByRole('region', { name: text.formTitle });
    await expect(form.getByLabel(text.contact, { exact: true })).toHaveValue(credentials.email);
    const picker = form.getByLabel(text.order, { exact: true });
    await expect(picker.locator('option', { hasText: order.order_number })).toHaveCount(1);
    await picker.selectOption({ value: String(order.id) });
    await form.getByLabel(text.topic, { exact: true }).selectOption({ label: text['topic:order'] });
    await form.getByLabel(text.message, { exact: true }).fill('Ma beddeli karaa cinwaanka dalabkan?');
    await shot(page, 'shopper-desktop');
    await form.getByRole('button', { name: text.send }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(fill(text.sentOrder, { number: order.order_number }));
    await expect(status).toContainText(fill(text['sentReply:email'], { contact: credentials.email }));
    const reference = /CS-\d{6,}/.exec((await status.textContent()) ?? '')![0];
    await shot(page, 'shopper-sent-desktop');
    await expect
      .poll(async () => (await supportMail(page.request)).some((m) => m.text.includes(reference) && m.text.includes(`Order: ${order.order_number}`)))
      .toBe(true);
  });
});

test.describe('customer service at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page reads on a phone (nothing wider than the screen), and a visitor sends the form', async ({ page }) => {
    await page.goto('/customer-service');
    await contactDetailsShown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'page-phone');
    await sendAsVisitor(page, 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a message written as the session ran out on the server is there again after logging in, and is sent', async ({ page }) => {
    const credentials = await demoCredentials(page.request);
    await logInViaApi(page, credentials);
    await page.goto('/customer-service');
    const form = page.getByRole('region', { name: text.formTitle });
    await expect(form.getByLabel(text.contact, { exact: true })).toHaveValue(credentials.email);
    const message = `Xidhmadaydii weli ma iman ${Date.now()}.`;
    await form.getByLabel(text.topic, { exact: true }).selectOption({ label: text['topic:delivery'] });
    await form.getByLabel(text.message, { exact: true }).fill(message);
    // The session ends on the server (another device logged out) while the page still holds it.
    const token = await page.evaluate(() => localStorage.getItem('api_key'));
    await post(page.request, '/api/logout', { token }, token!);
    await form.getByRole('button', { name: text.send }).click();

    // The spec's session-expired flow: /home with the login window, then back to the page.
    await expect(page).toHaveURL(/\/home$/);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Use Test Account' }).click();
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(page).toHaveURL(/\/customer-service$/);
    await expect(form.getByLabel(text.message, { exact: true })).toHaveValue(message);
    await expect(form.getByLabel(text.topic, { exact: true })).toHaveValue('delivery');
    await shot(page, 'kept-after-login-phone');
    await form.getByRole('button', { name: text.send }).click();
    const status = form.getByRole('status');
    await expect(status.getByRole('heading', { name: text.sentTitle })).toBeFocused();
    const reference = /CS-\d{6,}/.exec((await status.textContent()) ?? '')![0];
    await expect.poll(async () => (await supportMail(page.request)).some((m) => m.text.includes(reference) && m.text.includes(message))).toBe(true);

    // Sent, so no longer kept: the page opened again starts with an empty message.
    await page.reload();
    await expect(form.getByLabel(text.contact, { exact: true })).toHaveValue(credentials.email);
    await expect(form.getByLabel(text.message, { exact: true })).toHaveValue('');
  });
});
