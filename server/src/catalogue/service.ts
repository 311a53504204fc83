/** Catalogue rules: wire shapes, section names, category scopes, money in dollars. */
import type { Db } from '../db/client';
import { INT4_MAX, SECTION_KEYS, toSectionKey, type ParamsOf, type ResultOf, type SectionKey, type calls } from '../contract';
import { centsToDollars, dollarsToCents } from '../money';
import { BusinessError, notFound } from '../errors';
import * as q from './queries';

type Summary = ResultOf<typeof calls.products>['products'][number];
type Detail = ResultOf<typeof calls.product>['product'];

export const imageUrlOf = (productId: number) => `/api/product-image/${productId}`;

export function toSummary(r: q.ProductRow): Summary {
  const quantity = Number(r.quantity);
  return {
    id: r.id,
    name: r.name,
    name_so: r.nameSo,
    slug: r.slug,
    price: centsToDollars(r.priceCents),
    oldPrice: r.oldPriceCents === null ? null : centsToDollars(r.oldPriceCents),
    category: r.categoryName,
    category_so: r.categoryNameSo,
    category_id: r.categoryId,
    category_slug: r.categorySlug,
    brand: r.brand,
    origin: r.origin,
    rating: Number(r.rating),
    review_count: r.reviewCount,
    sold_count: r.soldCount,
    quantity,
    isOutOfStock: quantity <= 0,
    isHaadExpress: r.isHaadExpress,
    isLiveStream: r.isLiveStream,
    freeDelivery: r.freeDelivery,
    has_videos: r.hasVideos,
    has_leaflets: r.hasLeaflets,
    imageUrl: imageUrlOf(r.id),
    seller_id: r.sellerId,
  };
}

const unknownSection = (name: string) => new BusinessError(404, 'not_found', `Unknown section: ${name}`);

export async function sectionProducts(db: Db, section: SectionKey, limit: number, offset = 0) {
  return (await q.listProducts(db, { section }, limit, offset)).map(toSummary);
}

export async function homepageSections(db: Db, limit: number) {
  const sections: Record<string, Summary[]> = {};
  // One after the other: PGlite serialises anyway, and a pool stays free for other requests.
  for (const key of SECTION_KEYS) sections[key] = await sectionProducts(db, key, limit);
  return { sections, section_keys: [...SECTION_KEYS] };
}

export async function homepageSection(db: Db, name: string, limit: number) {
  const section = toSectionKey(name);
  if (!section) throw unknownSection(name);
  return { section, products: await sectionProducts(db, section, limit) };
}

/** Category by id, slug or numeric string; null when it does not exist. */
async function resolveCategory(db: Db, ref: number | string): Promise<number[] | null> {
  const scope = await q.categoryScope(db, ref);
  // A numeric slug is an id only when it fits the int4 id column.
  if (scope || typeof ref === 'number' || !/^\d{1,10}$/.test(ref) || Number(ref) > INT4_MAX) return scope;
  return q.categoryScope(db, Number(ref));
}

export async function listProducts(db: Db, p: ParamsOf<typeof calls.products>) {
  const filter: q.ProductFilter = {};
  if (p.category !== undefined) {
    const ids = await resolveCategory(db, p.category);
    if (!ids) throw notFound(`Category not found: ${p.category}`);
    filter.categoryIds = ids;
  }
  if (p.section !== undefined) {
    const section = toSectionKey(p.section);
    if (!section) throw unknownSection(p.section);
    filter.section = section;
  }
  const f = p.filters ?? {};
  if (f.min_price !== undefined) filter.minPriceCents = dollarsToCents(f.min_price);
  if (f.max_price !== undefined) filter.maxPriceCents = dollarsToCents(f.max_price);
  if (f.brand) filter.brand = f.brand;
  if (f.in_stock !== undefined) filter.inStock = f.in_stock;
  if (f.haad_express !== undefined) filter.haadExpress = f.haad_express;
  if (f.live !== undefined) filter.live = f.live;
  const limit = p.limit ?? 20;
  const { rows, total } = await q.listProductsWithTotal(db, filter, limit, p.offset ?? 0);
  return { products: rows.map(toSummary), total };
}

/** type 'id' reads a numeric id, 'slug' a slug; without a type a slug first, then a numeric id. */
async function findProduct(db: Db, slugOrId: string, type?: 'id' | 'slug') {
  const id = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : NaN;
  const byId = () => (id <= 2147483647 ? q.findProduct(db, { id }) : undefined);
  if (type === 'id') return byId();
  const bySlug = await q.findProduct(db, { slug: slugOrId });
  return bySlug ?? (type === undefined ? byId() : undefined);
}

export async function productDetail(db: Db, slugOrId: string, type?: 'id' | 'slug'): Promise<Detail> {
  const row = await findProduct(db, slugOrId, type);
  if (!row) throw notFound('Product not found');
  const [extra, stock] = await Promise.all([q.additionalImageIds(db, row.id), q.stockOf(db, row.id)]);
  const main = imageUrlOf(row.id);
  return {
    ...toSummary(row),
    description: row.description,
    description_so: row.descriptionSo,
    imageUrls: [main, ...extra.map((imageId) => `${main}/additional/${imageId}`)],
    additional_image_ids: extra,
    video_url: row.videoUrl,
    leaflet_urls: row.hasLeaflets ? [`/api/product-leaflet/${row.id}`] : [],
    seller_name: row.sellerName,
    delivery_method: row.deliveryMethod,
    stock: stock.map((s) => ({
      location: { id: s.id, name: s.name, is_warehouse: s.isWarehouse, seller_id: s.sellerId },
      quantity: s.quantity,
    })),
  };
}

export async function categoryTree(db: Db) {
  const rows = await q.allCategories(db);
  return rows
    .filter((c) => c.parentId === null)
    .map((main) => ({
      id: main.id,
      name: main.name,
      name_so: main.nameSo,
      slug: main.slug,
      subcategories: rows
        .filter((s) => s.parentId === main.id)
        .map((s) => ({ id: s.id, name: s.name, name_so: s.nameSo, slug: s.slug })),
    }));
}
