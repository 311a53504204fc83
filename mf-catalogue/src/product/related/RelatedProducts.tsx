import { getProducts, type ApiClient, type ProductDetail, type ProductSummary } from 'shared-api';
import { RowList, SectionRow } from '../../home/SectionRow';
import { useLoad } from '../../listing/useLoad';
import { CardSkeletonItems } from '../../product-card/CardSkeleton';
import { ProductCard } from '../../product-card/ProductCard';
import { useT } from '../../messages';

/** Cards under the product: two desktop rows, like a homepage section. */
export const RELATED_ROW_SIZE = 8;

export const relatedPath = (productId: number) => `/section/related-products/${productId}`;

/** The row's data key (server rendering hands it in: src/server/render.tsx). */
export const RELATED_ROW_CALL = 'relatedRow';

/** Products of the same subcategory, without the product itself (one extra asked to make room). */
export async function loadRelatedRow(
  product: Pick<ProductDetail, 'id' | 'category_slug'>,
  client?: ApiClient,
): Promise<ProductSummary[]> {
  // The server's render passes its own client (one per render); the browser's goes through the page's.
  const params = { category: product.category_slug, limit: RELATED_ROW_SIZE + 1 };
  const list = await (client ? getProducts(params, undefined, client) : getProducts(params));
  return list.products.filter((p) => p.id !== product.id).slice(0, RELATED_ROW_SIZE);
}

/** The 'Related products' row under the product details; gone when the subcategory has nothing else. */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const t = useT();
  const { state } = useLoad(String(product.id), () => loadRelatedRow(product), { preload: RELATED_ROW_CALL });
  if (state.status === 'error' || (state.status === 'ready' && state.value.length === 0))
    return null;
  const title = t('page.related');
  const seeAll = {
    to: relatedPath(product.id),
    text: t('home.seeAll'),
    label: t('home.seeAllLabel', { section: title }),
  };

  return (
    <SectionRow
      id="related-products"
      title={title}
      seeAll={seeAll}
      busy={state.status === 'loading'}
    >
      <RowList>
        {state.status === 'loading' ? (
          <CardSkeletonItems count={4} />
        ) : (
          state.value.map((related) => (
            <li key={related.id}>
              <ProductCard product={related} />
            </li>
          ))
        )}
      </RowList>
    </SectionRow>
  );
}
