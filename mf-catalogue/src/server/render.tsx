import type { ReactElement } from 'react';
import { createApiClient, getProduct, getProductDeliveryInfo, isApiError, RpcCodes, type ApiClient } from 'shared-api';
import { dataKey, embeddable, remoteServerPage, type Preloaded } from 'shared-federation/server';
import { matchPath } from 'shared-router';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import { AppRoutes } from '../routes';
import { DEFAULT_ADDRESS } from '../product/delivery/storedAddress';
import { deliveryKey } from '../product/delivery/useDeliveryInfo';
import { loadRelatedRow, RELATED_ROW_CALL } from '../product/related/RelatedProducts';
import { productHead } from './head';

/** This remote, as its browser build names itself (the root the browser hydrates carries it). */
const REMOTE = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__ };

export interface RenderRequest {
  /** Path and query of the page (/product/black-tea). */
  url: string;
  /** The request's Cookie header: the shopper's language is its `suuq_lang` (Somali when absent). */
  cookie?: string;
  /** The shop's public origin, for canonical and preview URLs (https://suuq.so). */
  origin: string;
  /** Where this process reaches the API (http://127.0.0.1:4000); the pages' own calls are relative. */
  apiOrigin: string;
}

export interface RenderResult {
  /** The page's tree, with its data already in it: render it once (renderToPipeableStream). */
  element: ReactElement;
  /** Tags for <head> (title, description, canonical, Open Graph, Twitter, JSON-LD). */
  head: string;
  /** The page's answers by data key, to embed once in the page for hydration. */
  data: Record<string, unknown>;
  status: number;
  /** The language the page was rendered in, for `<html lang>`. */
  lang: Language;
}

/** The routes this remote renders on the server (this slice: the product page). */
export const SERVER_ROUTES = ['/product/:slug'] as const;

/**
 * The logged-out view of one of the catalogue's pages: its first calls (those the page makes on
 * mount, pages.json's firstCall) are made here, then the page's own components render with the
 * answers already present. Null: not a page this remote renders on the server.
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const path = new URL(request.url, 'http://page').pathname;
  const match = matchPath('/product/:slug', path);
  if (!match) return null;
  const lang: Language = languageFromCookie(request.cookie) ?? 'so';
  // One client per render: no answer cached across shoppers, no session (the neutral page).
  const client = createApiClient({ baseUrl: request.apiOrigin.replace(/\/$/, '') });
  const slug = decodeURIComponent(match.params.slug ?? '');
  const { data, status, head } = await productData(slug, client, request.origin, lang);
  // The catalogue's whole routes, as its ./app mounts them: the browser hydrates this tree.
  const element = remoteServerPage(REMOTE, AppRoutes, { url: request.url, data, lang });
  return { element, head, data: embeddable(data), status, lang };
}

async function productData(slug: string, client: ApiClient, origin: string, lang: Language) {
  const data = new Map<string, { value: unknown } | { error: unknown }>();
  try {
    const product = await getProduct(slug, client);
    data.set(dataKey('product', slug), { value: product });
    // The delivery card's first answer (the default address: the server knows no stored one) and
    // the related row under the product. Not having one is fine: its part asks in the browser.
    const [info, related] = await Promise.all([
      getProductDeliveryInfo(product.id, DEFAULT_ADDRESS, client).catch(() => null),
      loadRelatedRow(product, client).catch(() => null),
    ]);
    if (info) data.set(dataKey('productDeliveryInfo', deliveryKey(product.id, DEFAULT_ADDRESS)), { value: info });
    if (related) data.set(dataKey(RELATED_ROW_CALL, String(product.id)), { value: related });
    return { data: data as Preloaded, status: 200, head: productHead(product, { origin, lang }) };
  } catch (err) {
    // An unknown or malformed product: the page's own not-found text, with its status. Anything
    // else (API down) is left to the browser: the render service sends the area empty.
    if (!isApiError(err) || (err.status !== 404 && err.status !== 400 && err.code !== RpcCodes.invalidParams)) throw err;
    data.set(dataKey('product', slug), { error: err });
    return { data: data as Preloaded, status: err.status === 404 ? 404 : 400, head: '' };
  }
}
