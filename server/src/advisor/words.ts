/**
 * What Ila Tali understands of a need: the shop's words, Somali and English, for what a shopper
 * asks about, the skin types, and who a present is for, each tied to the catalogue's categories
 * and to words of product names. A table, so every suggestion can say which word brought it.
 */
import type { AdvisorForWhom, SkinType } from '../contract';

export interface Topic {
  /** Said in the reason ('Matches "timo" — Hair Care'). */
  key: string;
  /** Words of a need that mean this topic. */
  words: string[];
  /** Subcategory slugs the topic covers. */
  categories: string[];
}

export const TOPICS: Topic[] = [
  { key: 'skin', words: ['skin', 'skincare', 'maqaar', 'maqaarka', 'face', 'waji', 'wajiga', 'acne', 'finan', 'cream', 'kareem'], categories: ['skincare'] },
  { key: 'hair', words: ['hair', 'timo', 'timaha', 'tin', 'shampoo', 'shaambo', 'braid', 'braids'], categories: ['hair_care'] },
  { key: 'body', words: ['body', 'jirka', 'jir', 'bath', 'qubeys', 'soap', 'saabuun', 'lotion'], categories: ['body_care'] },
  { key: 'perfume', words: ['perfume', 'perfumes', 'scent', 'fragrance', 'udgoon', 'cadar', 'uunsi', 'oud', 'cuud', 'incense', 'beeyo', 'bakhoor', 'bakhuur'], categories: ['perfumes'] },
  { key: 'men', words: ['men', 'man', 'mens', 'beard', 'gadh', 'gadhka', 'rag', 'ragga', 'nin', 'father', 'aabo', 'husband', 'shave', 'shaving', 'xiirasho'], categories: ['mens_care', 'mens_outfit'] },
  { key: 'women', words: ['women', 'woman', 'womens', 'haween', 'haweenka', 'dumar', 'naag', 'mother', 'hooyo', 'wife', 'sister', 'makeup', 'qurxin'], categories: ['womens_care', 'womens_outfit'] },
  { key: 'children', words: ['child', 'children', 'kid', 'kids', 'carruur', 'carruurta', 'caruur', 'ilmo', 'ilmaha', 'toy', 'toys', 'ciyaar', 'ciyaaro', 'baby', 'dhallaan'], categories: ['happy_kids'] },
  { key: 'beauty tools', words: ['brush', 'dryer', 'straightener', 'mirror', 'tools', 'qalab', 'qalabka'], categories: ['beauty_tools'] },
  { key: 'food', words: ['food', 'cunto', 'cuntada', 'raashin', 'cook', 'cooking', 'kitchen', 'tea', 'shaah', 'rice', 'bariis'], categories: ['fit_foods'] },
  { key: 'health', words: ['health', 'caafimaad', 'caafimaadka', 'weight', 'miisaan', 'fitness', 'jimicsi', 'sport'], categories: ['health_weight'] },
  { key: 'vitamins', words: ['vitamin', 'vitamins', 'fiitamiin', 'supplement', 'supplements', 'kabitaan'], categories: ['vitamin_supplements'] },
  { key: 'clothes', words: ['clothes', 'clothing', 'dress', 'dhar', 'dharka', 'outfit', 'wear', 'shoes', 'kabo'], categories: ['womens_outfit', 'mens_outfit'] },
];

/** Words that say a skin type in a need ('maqaar qalalan' is dry skin). */
export const SKIN_TYPE_WORDS: Record<SkinType, string[]> = {
  dry: ['dry', 'qalalan', 'qallalan', 'engegan'],
  oily: ['oily', 'greasy', 'dufan', 'dufanle'],
  combination: ['combination'],
  sensitive: ['sensitive', 'xasaasi', 'xasaasiya'],
  normal: ['normal', 'caadi'],
};

/**
 * Words of a product's name that make it good for a skin type: rich butters and oils for dry
 * skin, cleansers and light gels for oily, gentle plant care for sensitive. Normal skin takes any
 * skin care product, so it has no words of its own (a product suits it by its category).
 */
export const SKIN_TYPE_PRODUCT_WORDS: Record<SkinType, string[]> = {
  dry: ['shea', 'butter', 'cocoa', 'cream', 'lotion', 'balm', 'jelly', 'honey', 'oil', 'subagga', 'kareem'],
  oily: ['wash', 'charcoal', 'soap', 'toner', 'mask', 'gel', 'aloe', 'turmeric', 'saabuun'],
  combination: ['toner', 'gel', 'serum', 'rose', 'aloe', 'sunscreen'],
  sensitive: ['aloe', 'rose', 'shea', 'honey', 'gentle'],
  normal: [],
};

/** Where a skin type matters: the care a shopper puts on their skin. */
export const SKIN_CATEGORIES = ['skincare', 'body_care', 'mens_care', 'womens_care'];

/** Who a present is for, and the categories that suit them first. */
export const FOR_WHOM_CATEGORIES: Record<AdvisorForWhom, string[]> = {
  myself: [],
  partner: [],
  friend: [],
  mother: ['womens_care', 'womens_outfit', 'perfumes'],
  father: ['mens_care', 'mens_outfit'],
  child: ['happy_kids'],
  baby: ['happy_kids'],
  elder: ['health_weight', 'vitamin_supplements'],
};

/** Words of a need that say nothing about a product (English and Somali). */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'but', 'can', 'for', 'from', 'get', 'good', 'have', 'her', 'him', 'his', 'how', 'i', 'in', 'is', 'it', 'like', 'looking',
  'me', 'my', 'need', 'needs', 'of', 'on', 'or', 'please', 'some', 'something', 'that', 'the', 'their', 'this', 'to', 'under', 'want', 'what', 'who',
  'with', 'would', 'you', 'your', 'budget', 'dollar', 'dollars', 'usd', 'less', 'than', 'best', 'buy',
  'iyo', 'oo', 'ee', 'ka', 'ku', 'u', 'la', 'loo', 'ah', 'waa', 'waxaan', 'rabaa', 'doonayaa', 'baahanahay', 'leh', 'aan', 'ii',
  'qof', 'wax', 'ayaan', 'haddii', 'doolar',
]);

/** Lower-case letter runs of a text, as a need or a product name is split. */
export const wordsOf = (text: string): string[] => text.normalize('NFKC').toLowerCase().match(/\p{L}+/gu) ?? [];

/** 'creams' and 'cream' are one word; Somali words are left whole. */
export const stem = (word: string): string => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
