import { getProduct } from 'shared-api';
import { useLoad } from '../listing/useLoad';

/** The product of a product page; getProduct checks the slug and retries a numeric one as an id. */
export const useProduct = (slug: string) => useLoad(slug, () => getProduct(slug), { preload: 'product' });
