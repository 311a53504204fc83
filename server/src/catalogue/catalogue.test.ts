import { sql } from 'drizzle-orm';
import Value from 'typebox/value';
import { calls, SECTION_KEYS } from '../contract';
import { rpc, setUpSeededApp } from '../testing/app';

const shop = setUpSeededApp();

// Results are checked against the contract's schemas; the tests then read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const ok = (r: Awaited<ReturnType<typeof rpc>>) => {
  expect(r.status).toBe(200);
  expect(r.body.result?.status).toBe('success');
  return r.body.result as Loose;
};

describe('homepage sections', () => {
  it('one request answers every section in display order, 8 products each by default', async () => {
    const res = await rpc(shop.app, '/api/homepage/sections', {}, 'h1');
    expect(res.body.id).toBe('h1');
    const result = ok(res);
    expect(Value.Check(calls.homepageSections.result, result)).toBe(true);
    expect(result.section_keys).toEqual([...SECTION_KEYS]);
    for (const key of SECTION_KEYS) {
      expect(result.sections[key].length).toBeGreaterThan(0);
      expect(result.sections[key].length).toBeLessThanOrEqual(8);
    }
  });

  it('best sellers come by sold count, new arrivals by date, discounts have an old price', async () => {
    const { sections } = ok(await rpc(shop.app, '/api/homepage/sections', { limit: 5 }));
    const sold = sections.best_sellers.map((p: { sold_count: number }) => p.sold_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    for (const p of sections.monthly_special) expect(p.oldPrice).toBeGreaterThan(p.price);
    for (const p of sections.suuq_live) expect(p.isLiveStream).toBe(true);
  });

  it('a section by hyphenated or camel name answers that section', async () => {
    for (const name of ['best-sellers', 'bestSellers', 'best_sellers', 'suuq-live']) {
      const result = ok(await rpc(shop.app, `/api/homepage/section/${name}`, { limit: 3 }));
      expect(Value.Check(calls.homepageSection.result, result)).toBe(true);
      expect(result.products.length).toBeLessThanOrEqual(3);
    }
    expect(ok(await rpc(shop.app, '/api/homepage/section/newArrivals', {})).section).toBe('new_arrivals');
  });

  it('an unknown section is a 404 business error', async () => {
    const res = await rpc(shop.app, '/api/homepage/section/cheap-stuff', {});
    expect(res.status).toBe(404);
    expect(res.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Unknown section: cheap-stuff' });
  });
});

describe('products', () => {
  it('lists with a total, limit and offset', async () => {
    const first = ok(await rpc(shop.app, '/api/products', { limit: 5 }));
    expect(Value.Check(calls.products.result, first)).toBe(true);
    expect(first.products).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(120);
    const next = ok(await rpc(shop.app, '/api/products', { limit: 5, offset: 5 }));
    expect(next.products[0].id).not.toBe(first.products[0].id);
    expect(next.total).toBe(first.total);
  });

  it('a filtered page counts its filter; a page after the last is empty and still has the total', async () => {
    const filters = { min_price: 5, max_price: 10, in_stock: true };
    const page = ok(await rpc(shop.app, '/api/products', { category: 'beauty_personal_care', filters, limit: 3 }));
    const all = ok(await rpc(shop.app, '/api/products', { category: 'beauty_personal_care', filters, limit: 100 }));
    expect(page.total).toBe(all.products.length);
    expect(page.total).toBeGreaterThan(3);
    const after = ok(await rpc(shop.app, '/api/products', { category: 'beauty_personal_care', filters, limit: 3, offset: 100 }));
    expect(after).toMatchObject({ products: [], total: page.total });
    expect(ok(await rpc(shop.app, '/api/products', { category: 'perfumes', filters: { min_price: 9999 } }))).toMatchObject({ products: [], total: 0 });
  });

  it('a main category by slug includes its subcategories', async () => {
    const cats = ok(await rpc(shop.app, '/api/categories')).categories as { slug: string; id: number; subcategories: { slug: string; id: number }[] }[];
    const beauty = cats.find((c) => c.slug === 'beauty_personal_care')!;
    const result = ok(await rpc(shop.app, '/api/products', { category: 'beauty_personal_care', limit: 100 }));
    const subSlugs = new Set(beauty.subcategories.map((s) => s.slug));
    expect(result.total).toBe(70);
    for (const p of result.products) expect(subSlugs.has(p.category_slug)).toBe(true);
    expect(new Set(result.products.map((p: { category_slug: string }) => p.category_slug)).size).toBe(7);
    // The same category by numeric id, and a subcategory alone.
    expect(ok(await rpc(shop.app, '/api/products', { category: beauty.id })).total).toBe(70);
    const perfumes = ok(await rpc(shop.app, '/api/products', { category: 'perfumes' }));
    expect(perfumes.total).toBe(10);
  });

  it("names each product's category in English and Somali, as the category tree does", async () => {
    const cats = ok(await rpc(shop.app, '/api/categories')).categories as { subcategories: { slug: string; name: string; name_so: string }[] }[];
    const bySlug = new Map(cats.flatMap((c) => c.subcategories).map((s) => [s.slug, s]));
    const result = ok(await rpc(shop.app, '/api/products', { limit: 100 }));
    expect(Value.Check(calls.products.result, result)).toBe(true);
    for (const p of result.products as { category: string; category_so: string; category_slug: string }[]) {
      const sub = bySlug.get(p.category_slug)!;
      expect([p.category, p.category_so]).toEqual([sub.name, sub.name_so]);
      expect(p.category_so).not.toBe(p.category);
    }
  });

  it('filters by price in dollars, stock, HAAD EXPRESS and live', async () => {
    const cheap = ok(await rpc(shop.app, '/api/products', { filters: { min_price: 5, max_price: 10 }, limit: 100 }));
    expect(cheap.total).toBeGreaterThan(0);
    for (const p of cheap.products) expect(p.price >= 5 && p.price <= 10).toBe(true);
    const none = ok(await rpc(shop.app, '/api/products', { filters: { in_stock: false }, limit: 100 }));
    expect(none.total).toBeGreaterThan(0);
    for (const p of none.products) expect(p).toMatchObject({ quantity: 0, isOutOfStock: true });
    const haad = ok(await rpc(shop.app, '/api/products', { filters: { haad_express: true, live: true }, limit: 100 }));
    for (const p of haad.products) expect(p).toMatchObject({ isHaadExpress: true, isLiveStream: true });
  });

  it('an unknown category is a 404 business error', async () => {
    const res = await rpc(shop.app, '/api/products', { category: 'garden_tools' });
    expect(res.status).toBe(404);
    expect(res.body.result).toMatchObject({ status: 'error', code: 'not_found' });
  });
});

describe('product', () => {
  it('by slug, with gallery, stock per location and seller', async () => {
    const { product } = ok(await rpc(shop.app, '/api/product/coconut-oil-500ml'));
    expect(Value.Check(calls.product.result, { status: 'success', product })).toBe(true);
    expect(product).toMatchObject({ name: 'Coconut Oil 500ml', name_so: 'Saliid Qumbe 500ml', price: 5.5, imageUrl: `/api/product-image/${product.id}` });
    expect(product.imageUrls).toHaveLength(1 + product.additional_image_ids.length);
    expect(product.quantity).toBe(product.stock.reduce((n: number, s: { quantity: number }) => n + s.quantity, 0));
  });

  it("numeric id works without a type and with type 'id'; a slug with type 'id' does not", async () => {
    const bySlug = ok(await rpc(shop.app, '/api/product/henna-powder')).product;
    expect(ok(await rpc(shop.app, `/api/product/${bySlug.id}`)).product.slug).toBe('henna-powder');
    expect(ok(await rpc(shop.app, `/api/product/${bySlug.id}`, { type: 'id' })).product.slug).toBe('henna-powder');
    expect((await rpc(shop.app, '/api/product/henna-powder', { type: 'id' })).status).toBe(404);
  });

  it('an unknown product is HTTP 404 with "Product not found"', async () => {
    for (const ref of ['no-such-thing', '999999']) {
      const res = await rpc(shop.app, `/api/product/${ref}`);
      expect(res.status).toBe(404);
      expect(res.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Product not found' });
    }
  });

  it('quantity is the sum of stock; out of stock when every location is 0', async () => {
    const { product } = ok(await rpc(shop.app, '/api/product/dates'));
    await shop.database.db.execute(sql`update stock set quantity = 0 where product_id = ${product.id}`);
    const after = ok(await rpc(shop.app, '/api/product/dates')).product;
    expect(after).toMatchObject({ quantity: 0, isOutOfStock: true });
    await shop.database.db.execute(sql`update stock set quantity = 3 where product_id = ${product.id}`);
    const restocked = ok(await rpc(shop.app, '/api/product/dates')).product;
    expect(restocked.quantity).toBe(3 * restocked.stock.length);
    expect(restocked.isOutOfStock).toBe(false);
  });

  it('prices are stored in cents and shown in dollars (1999 → 19.99)', async () => {
    const { product } = ok(await rpc(shop.app, '/api/product/dates'));
    await shop.database.db.execute(sql`update products set price_cents = 1999, old_price_cents = 2500 where id = ${product.id}`);
    const after = ok(await rpc(shop.app, `/api/product/${product.id}`)).product;
    expect(after.price).toBe(19.99);
    expect(after.oldPrice).toBe(25);
  });
});

describe('categories', () => {
  it("answers spec §3's 5 main categories with their 13 subcategories, named in English and Somali", async () => {
    const result = ok(await rpc(shop.app, '/api/categories'));
    expect(Value.Check(calls.categories.result, result)).toBe(true);
    const tree = result.categories as { slug: string; name_so: string; subcategories: { slug: string }[] }[];
    expect(tree.map((c) => c.slug)).toEqual(['beauty_personal_care', 'food_grocery', 'health_wellness', 'fashion', 'toys_games']);
    expect(tree.flatMap((c) => c.subcategories.map((s) => s.slug))).toEqual([
      'skincare', 'hair_care', 'body_care', 'mens_care', 'womens_care', 'perfumes', 'beauty_tools',
      'fit_foods', 'health_weight', 'vitamin_supplements', 'womens_outfit', 'mens_outfit', 'happy_kids',
    ]);
    for (const c of tree) expect(c.name_so.length).toBeGreaterThan(0);
  });
});

describe('sellers', () => {
  it('answers a seller with its stock locations, and "Seller information not found" otherwise', async () => {
    const result = ok(await rpc(shop.app, '/api/sellers/1'));
    expect(result.seller.stock_locations.length).toBeGreaterThan(0);
    const missing = await rpc(shop.app, '/api/sellers/999');
    expect(missing.status).toBe(404);
    expect(missing.body.result?.message).toBe('Seller information not found');
  });
});
