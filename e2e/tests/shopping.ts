import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The cart holds `product`; /checkout with a new Hodan address; payment left to the caller. */
export async function toCheckout(page: Page, product: { slug: string }) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: /Add to Cart/i }).first().click();
  await expect(page.locator('[data-testid="cart-badge"]:visible').first()).toHaveAttribute('data-count', '1');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'U gudub Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const addressStep = page.getByRole('region', { name: 'Cinwaanka gaadsiinta' });
  const saved = addressStep.getByRole('group', { name: 'U gee' }).getByRole('radio');
  const district = addressStep.getByLabel('Degmada');
  // The book loads first: a saved address, or the form of a shopper without one.
  await expect(saved.or(district).first()).toBeVisible();
  if ((await saved.count()) === 0) {
    await district.selectOption('Hodan');
    await addressStep.getByRole('button', { name: 'Kaydi oo halkan ii keen' }).click();
  }
  await expect(saved.first()).toBeChecked();
  return page.getByRole('region', { name: 'Lacag bixinta' });
}

/**
 * Opens the first product card of the page and waits until its product page has rendered: the
 * URL changes at the click, but the page before stays on screen until the navigation has
 * rendered (React Router renders it as a transition). Returns the product's name, as its card
 * link says it.
 */
export async function openFirstProduct(page: Page): Promise<string> {
  const link = page.getByRole('main').locator('a[href^="/product/"]').first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(name.slice(0, 12));
  return name;
}

export interface CatalogueProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  quantity: number;
}

/** A JSON-RPC call of the shop's API whose answer must be a success (its message says why not). */
export async function rpcCall<R>(request: APIRequestContext, url: string, params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<R> {
  const res = await request.post(url, { data: { jsonrpc: '2.0', method: 'call', params, id: 1 }, headers });
  const body = (await res.json()) as { result: R & { status: string; message?: string } };
  expect(body.result.status, `${url}: ${body.result.message ?? ''}`).toBe('success');
  return body.result;
}

/** rpcCall as the shopper of `token` when one is given (its Authorization), with any other headers. */
export function rpcCallAs<R>(request: APIRequestContext, url: string, params: Record<string, unknown>, token?: string, headers: Record<string, string> = {}): Promise<R> {
  return rpcCall<R>(request, url, params, { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers });
}

/** The catalogue's first `limit` products, as the API lists them. */
export async function listProducts(request: APIRequestContext, limit: number): Promise<CatalogueProduct[]> {
  return (await rpcCall<{ products: CatalogueProduct[] }>(request, '/api/products', { limit })).products;
}

export interface StockLine {
  location: { id: number; name: string };
  quantity: number;
}

/** A product's units by stock location, as its page's call gives them. */
export async function stockOf(request: APIRequestContext, id: number): Promise<StockLine[]> {
  return (await rpcCall<{ product: { stock: StockLine[] } }>(request, `/api/product/${id}`, { slugOrId: String(id), type: 'id' })).product.stock;
}

/** Units of a product over every stock location. */
export async function unitsOf(request: APIRequestContext, id: number): Promise<number> {
  return (await stockOf(request, id)).reduce((n, s) => n + s.quantity, 0);
}

/**
 * The `skip`-th of the catalogue's first 100 products priced within `price` whose stock (5 units or
 * more) is at one stock location, in Muqdisho: one shipment, one delivery fee. Suites pass their
 * own `skip`, so suites running side by side never take the units another one counts.
 */
export async function productShippedFromMuqdisho(request: APIRequestContext, price: { min: number; max: number }, skip: number): Promise<CatalogueProduct> {
  let left = skip;
  for (const p of (await listProducts(request, 100)).filter((x) => x.price >= price.min && x.price <= price.max)) {
    const stocked = (await stockOf(request, p.id)).filter((s) => s.quantity >= 5);
    if (stocked.length !== 1 || !/Muqdisho/.test(stocked[0]!.location.name)) continue;
    if (left-- > 0) continue;
    return p;
  }
  throw new Error(`no product priced $${price.min}–$${price.max} in stock in Muqdisho`);
}

/** One unit of each product in the cart, as the cart's owner keeps it (spec §3: an array of lines in localStorage). */
export async function keepInCart(page: Page, products: CatalogueProduct[]): Promise<void> {
  const lines = products.map((p) => ({ id: p.id, name: p.name, price: p.price, quantity: 1, slug: p.slug }));
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), lines);
}

/**
 * Through the API, as the shopper of `token`: a Hodan address and a cash-on-delivery order of one
 * unit of `product`; `tag` names the suite in the Idempotency-Key.
 */
export async function cashOrderViaApi(request: APIRequestContext, token: string, product: { id: number }, tag: string) {
  const { address } = await rpcCallAs<{ address: { id: number } }>(
    request, '/api/user/address',
    { country: 'Somalia', region: 'Banadir', city: 'Mogadishu', district: 'Hodan', delivery_method: 'Standard', details: 'Near Hodan market, blue gate' },
    token,
  );
  const { order } = await rpcCallAs<{ order: { id: number; order_number: string; status: string } }>(
    request, '/api/customer/orders/create',
    { items: [{ product_id: product.id, quantity: 1 }], delivery_address_id: address.id, payment_method: 'cash_on_delivery' },
    token,
    { 'Idempotency-Key': `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  return { address, order };
}

/**
 * cashOrderViaApi of an in-stock product (3 units or more). `slot` picks the product, each suite its
 * own, so suites running side by side never take the units another one counts.
 */
export async function orderViaApi(request: APIRequestContext, token: string, slot: number, tag: string) {
  const product = (await listProducts(request, 40)).filter((p) => p.quantity >= 3)[slot]!;
  return { product, ...(await cashOrderViaApi(request, token, product, tag)) };
}
