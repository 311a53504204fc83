/**
 * User-visible texts of shared-api (spec §8, kept exactly). The spec's texts are the default
 * catalogue ('so'); these particular texts are English in the spec, so 'en' holds the same.
 */
const so = {
  'api.unavailable': 'Service temporarily unavailable',
  'api.noToken': 'No valid token provided',
  'api.timeout': 'Request timeout',
  'product.invalidUrl': 'Invalid product URL',
  'product.notFound': 'Product not found. It may have been removed or is no longer available.',
  'product.network': 'Unable to connect to the server. Please check your internet connection and try again.',
  'product.failed': 'Failed to load product. Please try again later.',
} as const;

export type ApiMessageKey = keyof typeof so;
export type ApiLanguage = 'so' | 'en';

export const apiMessages: Record<ApiLanguage, Record<ApiMessageKey, string>> = { so, en: { ...so } };

export const apiMessage = (key: ApiMessageKey, lang: ApiLanguage = 'so'): string => apiMessages[lang][key];
