import { Skeleton, VisuallyHidden } from 'shared-ui';
import { useT } from '../messages';
import * as S from './ProductFrame.styles';

/** The product page's shape while it loads: square image left, buying box right. */
export function ProductSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" data-testid="product-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <S.Crumbs aria-hidden="true">
        <Skeleton width={160} height="1.3em" radius="sm" />
      </S.Crumbs>
      <S.Layout as="div" aria-hidden="true">
        <Skeleton height="auto" aspectRatio="1 / 1" radius="lg" />
        <S.Info>
          <Skeleton width="30%" height={16} radius="sm" />
          <Skeleton width="85%" height={32} radius="sm" />
          <Skeleton width="55%" height={20} radius="sm" />
          <Skeleton width={120} height={18} radius="sm" />
          <Skeleton width="40%" height={32} radius="sm" />
          <Skeleton width="35%" height={20} radius="sm" />
          <Skeleton height={52} radius="md" />
          <Skeleton height={96} radius="sm" />
        </S.Info>
      </S.Layout>
    </div>
  );
}

/** /product/{slug} while its code arrives: the page as it looks while the product loads. */
export function ProductPageSkeleton() {
  const t = useT();
  return (
    <S.Page>
      <ProductSkeleton label={t('product.loading')} />
    </S.Page>
  );
}
