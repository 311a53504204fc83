import type { ProductDetail } from 'shared-api';
import { productImageUrl } from 'shared-api';
import { useT } from '../texts';
import * as S from '../ProductPage.styles';
import { ProductVideo } from './ProductVideo';

/** The leaflet path of spec §7, used when the product says it has one but lists no URLs. */
export const productLeafletUrl = (productId: number) => `/api/product-leaflet/${productId}`;

export function leafletLinks(
  product: Pick<ProductDetail, 'id' | 'leaflet_urls' | 'has_leaflets'>,
): string[] {
  if (product.leaflet_urls.length > 0) return product.leaflet_urls;
  return product.has_leaflets ? [productLeafletUrl(product.id)] : [];
}

/** Spec §2: the product's video (play/mute) and its leaflets; nothing when it has neither. */
export function ProductMedia({ product }: { product: ProductDetail }) {
  const t = useT();
  const leaflets = leafletLinks(product);
  if (!product.has_videos && leaflets.length === 0) return null;

  return (
    <>
      {product.has_videos && (
        <S.Description aria-labelledby="product-video">
          <h2 id="product-video">{t('product.video')}</h2>
          <ProductVideo
            productId={product.id}
            name={product.name}
            poster={productImageUrl(product.id)}
          />
        </S.Description>
      )}
      {leaflets.length > 0 && (
        <S.Description aria-labelledby="product-leaflets">
          <h2 id="product-leaflets">{t('product.leaflets')}</h2>
          <ul>
            {leaflets.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('product.leaflet', { index: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </S.Description>
      )}
    </>
  );
}
