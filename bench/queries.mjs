// The fixed search queries of the bench: words shoppers type, in English and Somali, from the
// seeded catalogue (server/src/seed/products-data.ts), and the same with one typo each.
export const EXACT = [
  'shea butter', 'coconut oil', 'saliid qumbe', 'henna', 'xinne', 'black seed', 'sunscreen', 'kareemka',
  'shampoo', 'vaseline', 'rose water', 'body lotion', 'saabuun', 'hair oil', 'aloe vera', 'frankincense',
  'beeyo', 'olive oil soap', 'vitamin c serum', 'lip balm',
];

export const TYPO = [
  'shea buter', 'coconat oil', 'saliid qumbo', 'hena', 'xine', 'blak seed', 'sunscren', 'kareemko',
  'shampo', 'vaselin', 'rose watter', 'body lotoin', 'saabun', 'hair oill', 'alo vera', 'frankinsense',
  'beyo', 'olive oil sop', 'vitamn c serum', 'lip bal',
];

/**
 * Words most products have (every description says 'Sold by Suuq with delivery across Somalia'; over
 * half are Beauty): measured apart from the goal's queries, to show the cost of a search stays
 * bounded however many products match (a search answers the 1000 most relevant).
 */
export const COMMON = ['suuq', 'somalia', 'beauty', 'body', 'oil'];

/** Subcategories listed by the category-throughput run (POST /api/products {category, limit: 20}). */
export const CATEGORIES = ['skincare', 'hair_care', 'body_care', 'mens_care', 'womens_care', 'perfumes', 'beauty_tools', 'fit_foods'];
