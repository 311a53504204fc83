import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { renderNotice } from 'shared-api/notification-texts';
import { logInViaApi } from './session';
import { listProducts, rpcCall, toCheckout } from './shopping';

/**
 * Issue 28: placing an order notifies the shopper in-app and through WhatsApp and e-mail, in the
 * shopper's language. The demo shopper places an order through the checkout (Somali, the default),
 * finds "order placed" on /account/notifications in Somali, switches the header to English and
 * reads it in English; the demo outbox (the messaging adapters' local stand-in) holds the WhatsApp
 * message and the e-mail. Texts come from the catalogue (shared-api/notification-texts).
 * Screenshots of the page at 1280×800 and 390×844 go to .tmp/screenshots/notifications.
 */

const rpc = (params: Record<string, unknown>) => ({ jsonrpc: '2.0', method: 'call', params, id: 1 });
const shots = path.join(__dirname, '../../.tmp/screenshots/notifications');

interface OutboxMessage {
  channel: string;
  template: string;
  text: string;
}

async function api<T>(page: Page, url: string, params: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('api_key'));
  return rpcCall<T>(page.request, token ? `${url}?api_key=${token}` : url, params, token ? { Authorization: `Bearer ${token}` } : {});
}

test('an order placed is told in Somali, then in English after the switch, and sent by WhatsApp and e-mail', async ({ page }) => {
  // The shopper's language reaches the server at login (mf-account), before the order is placed.
  const told = page.waitForResponse((r) => r.url().includes('/api/user/profile/update') && r.request().postData()?.includes('"language":"so"') === true);
  await logInViaApi(page);
  const products = await listProducts(page.request, 40);
  // From the front of the list, past the reviews suite's; the orders suite takes its from the end.
  const product = products.filter((p) => p.quantity >= 2)[8];
  if (!product) throw new Error('the demo catalogue has no product with stock');
  await toCheckout(page, product);
  await told;
  await page.getByRole('button', { name: 'Dalbo' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const { order } = await api<{ order: { order_number: string; total: number } }>(page, `/api/customer/orders/${orderId}`, { id: orderId });
  const params = { order: order.order_number, amount_cents: Math.round(order.total * 100) };
  const so = renderNotice('order_placed', params, 'so');
  const en = renderNotice('order_placed', params, 'en');

  await page.goto('/account/notifications');
  const item = page.getByRole('listitem').filter({ hasText: order.order_number });
  await expect(item.getByRole('heading', { name: new RegExp(so.title) })).toBeVisible();
  await expect(item.getByText(so.body)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, 'notifications-so-1280.png') });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(item.getByRole('heading', { name: new RegExp(en.title) })).toBeVisible();
  await expect(item.getByText(en.body)).toBeVisible();
  await expect(item.getByText(so.body)).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'notifications-en-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByText(en.body)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'notifications-en-390.png') });
  // Back to the shop's default for the suites that follow on this device (and the server).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Af-Soomaali' }).click();
  await expect(item.getByText(so.body)).toBeVisible();

  // WhatsApp to the account's phone, e-mail to its address: the outbox holds one of each, in Somali.
  const { profile } = await api<{ profile: { email: string; full_phone: string } }>(page, '/api/user/profile');
  const sent = async (to: string) => {
    const res = await page.request.post('/api/dev/outbox', { data: rpc({ to, limit: 50 }) });
    const { result } = (await res.json()) as { result: { messages: OutboxMessage[] } };
    return result.messages.filter((m) => m.template === 'order_placed' && m.text.includes(order.order_number)).map((m) => [m.channel, m.text]);
  };
  await expect.poll(() => sent(profile.full_phone), { timeout: 15_000 }).toEqual([['whatsapp', `${so.title}\n${so.body}`]]);
  await expect.poll(() => sent(profile.email), { timeout: 15_000 }).toEqual([['email', so.body]]);
});
