import { getProducts, type Subcategory } from 'shared-api';
import { formatPrice, Skeleton } from 'shared-ui';
import { useLoad } from '../listing/useLoad';
import { useT } from '../messages';
import { categoryPath } from './categoryNames';
import { PREVIEW_LOADED, PREVIEW_SHOWN, previewOf } from './preview';
import * as S from './SubcategoryPanel.styles';

/** A subcategory's first products in the floating panel, then '+N more items'. */
export function SubcategoryPreview({ subcategory }: { subcategory: Subcategory }) {
  const t = useT();
  const { state } = useLoad(
    `preview-${subcategory.id}`,
    async () => (await getProducts({ category: subcategory.id, limit: PREVIEW_LOADED })).products,
  );

  if (state.status === 'loading') {
    return (
      <S.PreviewList aria-busy="true">
        {Array.from({ length: PREVIEW_SHOWN }, (_, i) => (
          <li key={i}>
            <Skeleton height={48} radius="sm" />
          </li>
        ))}
      </S.PreviewList>
    );
  }
  // getProducts answers an empty list on failure (spec §8), so an error reads as nothing to show.
  const { shown, more } = previewOf(state.status === 'ready' ? state.value : []);
  if (shown.length === 0) return <S.Muted>{t('category.noProducts')}</S.Muted>;
  return (
    <>
      <S.PreviewList>
        {shown.map((product) => (
          <li key={product.id}>
            <S.PreviewItem to={`/product/${product.slug}`}>
              <span className="thumb">
                {/* A broken thumbnail leaves the muted square behind rather than a broken-image icon. */}
                <img
                  src={product.imageUrl}
                  alt=""
                  loading="lazy"
                  width={48}
                  height={48}
                  onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                />
              </span>
              <span>
                <span className="name">{product.name}</span>
                <strong>{formatPrice(product.price)}</strong>
              </span>
            </S.PreviewItem>
          </li>
        ))}
      </S.PreviewList>
      {more > 0 && (
        <S.TextLink to={categoryPath(subcategory)}>
          {t('category.moreItems', { count: more })}
        </S.TextLink>
      )}
    </>
  );
}
