/** The catalogue calls as the pages use them, with spec §7/§8 behaviour on top of the client. */
import type { Calls } from '../contract/calls';
import { PRODUCT_SLUG_MAX, PRODUCT_SLUG_PATTERN } from '../contract/constants';
import { RpcCodes, type ParamsOf, type ResultOf } from '../contract/define';
import type { Category, ProductDetail } from '../contract/product';
import { apiMessage, type ApiLanguage } from '../messages';
import type { ApiClient, CallOptions } from './client';
import { api } from './default';
import { ApiError, isApiError } from './errors';

const isNumeric = (value: string) => /^[0-9]+$/.test(value);
/** The rule of the product call's slugOrId param, checked before asking (spec §8 'Invalid product URL'). */
const slugOrIdRule = new RegExp(PRODUCT_SLUG_PATTERN);
const isSlugOrId = (value: string) => value.length <= PRODUCT_SLUG_MAX && slugOrIdRule.test(value);

/**
 * The product of a product page by slug or id. A numeric value is first read as a slug; when
 * that answers 404 it is asked once more as an id (spec §7).
 */
export async function getProduct(slugOrId: string | number, client: ApiClient = api): Promise<ProductDetail> {
  const value = String(slugOrId).trim();
  if (!isSlugOrId(value)) {
    throw new ApiError('rpc', apiMessage('product.invalidUrl'), undefined, RpcCodes.invalidParams);
  }
  try {
    return (await client.call('product', { slugOrId: value })).product;
  } catch (err) {
    if (!isNumeric(value) || !isApiError(err) || err.status !== 404) throw err;
    return (await client.call('product', { slugOrId: value, type: 'id' })).product;
  }
}

/** The product page's text for a failed getProduct (spec §8). */
export function productErrorMessage(err: unknown, lang: ApiLanguage = 'so'): string {
  if (isApiError(err)) {
    if (err.code === RpcCodes.invalidParams || err.status === 400) return apiMessage('product.invalidUrl', lang);
    if (err.status === 404) return apiMessage('product.notFound', lang);
    if (err.kind === 'network') return apiMessage('product.network', lang);
  }
  return apiMessage('product.failed', lang);
}

export type ProductList = ResultOf<Calls['products']>;

/** A product list; on any error an empty success, as spec §8 says product lists behave. */
export async function getProducts(
  params: ParamsOf<Calls['products']> = {},
  options?: CallOptions,
  client: ApiClient = api,
): Promise<ProductList> {
  try {
    return await client.call('products', params, options);
  } catch {
    return { status: 'success', products: [], total: 0 };
  }
}

export const getHomepageSections = (limit = 8, client: ApiClient = api): Promise<ResultOf<Calls['homepageSections']>> =>
  client.call('homepageSections', { limit });

export const getHomepageSection = (
  name: string,
  limit = 8,
  client: ApiClient = api,
): Promise<ResultOf<Calls['homepageSection']>> => client.call('homepageSection', { name, limit });

export const getCategories = async (client: ApiClient = api): Promise<Category[]> =>
  (await client.call('categories', {})).categories;

/** The path of a product's main image (GET, for <img src>); no request is made. */
export const productImageUrl = (id: number | string, client: ApiClient = api): string =>
  client.urlFor('productImage', { id: String(id) });

export type SearchResult = ResultOf<Calls['searchProducts']>;

/**
 * Product search (POST /api/products/search, cached 5 min). Unlike product lists, failures are
 * thrown: the results page shows 'Failed to search products' with Try again, and the
 * suggestions dropdown reads a failure as no suggestions.
 */
export const searchProducts = (
  params: ParamsOf<Calls['searchProducts']>,
  options?: CallOptions,
  client: ApiClient = api,
): Promise<SearchResult> => client.call('searchProducts', params, options);

export type VideoAds = ResultOf<Calls['videoAds']>;
export type VideoAd = VideoAds['newArrivalsAd'];

/** The two homepage ads (POST /api/video-ads): after new arrivals and after the monthly special. */
export const getVideoAds = (client: ApiClient = api): Promise<VideoAds> => client.call('videoAds', {});
