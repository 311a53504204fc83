/** Homepage section keys of spec §3 (hyphenated and camel spellings map to these). */
export const SECTION_KEYS = [
  'best_sellers',
  'new_arrivals',
  'monthly_special',
  'suuq_live',
  'suggested_products',
  'featured_carousel',
  'limited_time_discounts',
  'travel_products',
  'gift_sets',
  'popular_brands',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** 'best-sellers', 'bestSellers', 'BEST_SELLERS' → 'best_sellers'; unknown names → null. */
export function toSectionKey(name: string): SectionKey | null {
  const key = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();
  return (SECTION_KEYS as readonly string[]).includes(key) ? (key as SectionKey) : null;
}
