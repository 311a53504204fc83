import { getProduct, getProductDeliveryInfo, type ApiClient } from 'shared-api';
import type { Language } from 'shared-ui';
import { dataKey, type Preloaded } from 'shared-federation/server';
import { DEFAULT_ADDRESS } from '../../product/delivery/storedAddress';
import { deliveryKey } from '../../product/delivery/useDeliveryInfo';
import { loadRelatedRow, RELATED_ROW_CALL } from '../../product/related/RelatedProducts';
import { productHead } from '../head';
import { notFoundAnswer } from './notFound';
import type { PageLoader, Answers } from './types';

/** /product/:slug: the product (useProduct), its delivery card's first answer (useDeliveryInfo) and its related row. */
export const loadProductPage: PageLoader = async ({ slug = '' }, _search, client, { origin, lang }) =>
  productData(slug, client, origin, lang);

async function productData(slug: string, client: ApiClient, origin: string, lang: Language) {
  const data: Answers = new Map();
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
    // An unknown or malformed product: the page's own not-found text, with its status.
    return notFoundAnswer(err, data, dataKey('product', slug));
  }
}
