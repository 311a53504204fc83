import { getProduct, getProductDeliveryInfo, type ApiClient } from 'shared-api';
import type { Language } from 'shared-ui';
import { dataKey, type Preloaded } from '../../listing/preloaded';
import { DEFAULT_ADDRESS } from '../../product/delivery/storedAddress';
import { deliveryKey } from '../../product/delivery/useDeliveryInfo';
import { productHead } from '../head';
import { notFoundAnswer } from './notFound';
import type { PageLoader, Answers } from './types';

/** /product/:slug: the product (useProduct) and its delivery card's first answer (useDeliveryInfo). */
export const loadProductPage: PageLoader = async ({ slug = '' }, _search, client, { origin, lang }) =>
  productData(slug, client, origin, lang);

async function productData(slug: string, client: ApiClient, origin: string, lang: Language) {
  const data: Answers = new Map();
  try {
    const product = await getProduct(slug, client);
    data.set(dataKey('product', slug), { value: product });
    // The delivery card's first answer (the default address: the server knows no stored one).
    // Not having it is fine: the card asks in the browser.
    const info = await getProductDeliveryInfo(product.id, DEFAULT_ADDRESS, client).catch(() => null);
    if (info) data.set(dataKey('productDeliveryInfo', deliveryKey(product.id, DEFAULT_ADDRESS)), { value: info });
    return { data: data as Preloaded, status: 200, head: productHead(product, { origin, lang }) };
  } catch (err) {
    // An unknown or malformed product: the page's own not-found text, with its status.
    return notFoundAnswer(err, data, dataKey('product', slug));
  }
}
