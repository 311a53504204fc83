/** Turns a catalogue row into a product with its images, stock and flags, from a seeded PRNG. */
import type { Prng } from './prng';
import { slugify } from './prng';
import { ORIGIN_SO, type ProductRow } from './products-data';

export type LocationKey = 'warehouse' | 'hodan' | 'bakaara' | 'barwaaqo';
export type SellerKey = Exclude<LocationKey, 'warehouse'>;

export interface BuiltProduct {
  values: {
    slug: string; name: string; nameSo: string; description: string; descriptionSo: string;
    priceCents: number; oldPriceCents: number | null; categoryId: number; brand: string; origin: string;
    rating: number; reviewCount: number; soldCount: number; isHaadExpress: boolean; isLiveStream: boolean;
    freeDelivery: boolean; deliveryMethod: string; sellerId: number | null; emoji: string; createdAt: Date;
  };
  images: { position: number; emoji: string; colour: string | null }[];
  stock: { location: LocationKey; quantity: number }[];
}

const MAIN_OF: Record<string, string> = {
  skincare: 'beauty', hair_care: 'beauty', body_care: 'beauty', mens_care: 'beauty', womens_care: 'beauty',
  perfumes: 'beauty', beauty_tools: 'beauty', fit_foods: 'food', health_weight: 'health',
  vitamin_supplements: 'health', womens_outfit: 'fashion', mens_outfit: 'fashion', happy_kids: 'toys',
};
const COMPANIONS: Record<string, string[]> = {
  beauty: ['sparkles', 'gem-stone', 'hibiscus', 'cherry-blossom'],
  food: ['basket', 'fork-and-knife-with-plate', 'shopping-cart', 'pot-of-food'],
  health: ['green-heart', 'herb', 'stethoscope', 'sparkling-heart'],
  fashion: ['shopping-bags', 'sparkles', 'ribbon', 'gem-stone'],
  toys: ['balloon', 'party-popper', 'confetti-ball', 'star'],
};
const ALT_COLOURS = ['#e3f0ff', '#fff1c9', '#e6f7e9', '#fde2e4', '#ece4ff', '#ffe9d6'];
const DAY = 86_400_000;

/** Which seller sells it: the seller's own brands, and a share of beauty, fashion and food. */
function sellerFor(rng: Prng, sub: string, brand: string): SellerKey | null {
  const main = MAIN_OF[sub];
  if (brand === 'Hodan Beauty' || (main === 'beauty' && rng.chance(0.25))) return 'hodan';
  if (brand === 'Bakaara Fashion' || (main === 'fashion' && rng.chance(0.35))) return 'bakaara';
  if (brand === 'Barwaaqo' || (main === 'food' && rng.chance(0.2))) return 'barwaaqo';
  return null;
}

export interface BuildRefs {
  categoryId: number;
  sellerIds: Record<SellerKey, number>;
  now: number;
}

export function buildProduct(rng: Prng, row: ProductRow, sub: string, refs: BuildRefs, variant?: { en: string; so: string; n: number }): BuiltProduct {
  const [baseName, baseNameSo, emoji, brand, origin, price] = row;
  const name = variant ? `${baseName} — ${variant.en}` : baseName;
  const nameSo = variant ? `${baseNameSo} — ${variant.so}` : baseNameSo;
  const priceCents = variant ? Math.max(100, Math.round(price * (0.8 + rng.next() * 0.6) * 100)) : Math.round(price * 100);
  const oldPriceCents = rng.chance(0.35) ? Math.ceil((priceCents * (1.12 + rng.next() * 0.45)) / 100) * 100 - 1 : null;
  const rated = rng.chance(0.93);
  const seller = sellerFor(rng, sub, brand);
  const haad = rng.chance(0.3);
  const outOfStock = rng.chance(0.08);
  const stock: BuiltProduct['stock'] = [];
  const qty = () => (outOfStock ? 0 : rng.int(1, 120));
  if (seller) {
    stock.push({ location: seller, quantity: qty() });
    if (rng.chance(0.3)) stock.push({ location: 'warehouse', quantity: qty() });
  } else {
    stock.push({ location: 'warehouse', quantity: qty() });
  }
  const companions = COMPANIONS[MAIN_OF[sub] ?? 'beauty']!;
  const extra = rng.int(1, 3);
  const images: BuiltProduct['images'] = [{ position: 0, emoji, colour: null }];
  for (let i = 1; i <= extra; i++) {
    images.push(i === 1 ? { position: i, emoji, colour: rng.pick(ALT_COLOURS) } : { position: i, emoji: rng.pick(companions), colour: rng.pick(ALT_COLOURS) });
  }
  const originSo = ORIGIN_SO[origin] ?? origin;
  return {
    values: {
      slug: variant ? `${slugify(name)}-${variant.n}` : slugify(baseName),
      name,
      nameSo,
      description: `${name} by ${brand}, from ${origin}. Sold by Suuq with delivery across Somalia.`,
      descriptionSo: `${nameSo} — ${brand}, laga keenay ${originSo}. Suuq ayaa iibiya, gaadsiin Soomaaliya oo dhan.`,
      priceCents,
      oldPriceCents,
      categoryId: refs.categoryId,
      brand,
      origin,
      rating: rated ? Math.round((3 + rng.next() * 2) * 10) / 10 : 0,
      reviewCount: rated ? Math.floor(rng.next() ** 2 * 800) + 1 : 0,
      soldCount: Math.floor(rng.next() ** 2 * 5000),
      isHaadExpress: haad,
      isLiveStream: rng.chance(0.15),
      freeDelivery: rng.chance(0.2),
      deliveryMethod: haad ? 'Same day / Next day' : 'Standard',
      sellerId: seller ? refs.sellerIds[seller] : null,
      emoji,
      createdAt: new Date(refs.now - Math.floor(rng.next() * 180 * DAY)),
    },
    images,
    stock,
  };
}
