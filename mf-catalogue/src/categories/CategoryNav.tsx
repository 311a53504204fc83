import styled from 'styled-components';
import { Skeleton, VisuallyHidden, tokens, useIsMobile } from 'shared-ui';
import { RetryLine } from 'shared-ui/retry-line';
import { useT } from '../messages';
import { DesktopCategoryNav } from './DesktopCategoryNav';
import { MobileCategoryList, MobileCategoryListSkeleton } from './MobileCategoryList';
import { useCategories } from './useCategories';

const Pills = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
  overflow: hidden;
`;

/** The navigation's place while the categories load (also while a category page's code does). */
export function CategoryNavSkeleton() {
  const t = useT();
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <div role="status" aria-busy="true" data-testid="category-nav-skeleton">
        <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
        <MobileCategoryListSkeleton />
      </div>
    );
  }
  return (
    <Pills role="status" aria-busy="true" data-testid="category-nav-skeleton">
      <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} width={140} height={44} radius="pill" />
      ))}
    </Pills>
  );
}

/** Category navigation of spec §2, on the homepage and the category pages. */
export function CategoryNav() {
  const t = useT();
  const isMobile = useIsMobile();
  const { state, reload } = useCategories();

  if (state.status === 'loading') return <CategoryNavSkeleton />;
  if (state.status === 'error') {
    return (
      <RetryLine retryLabel={t('category.tryAgain')} onRetry={reload}>
        {t('category.failed')}
      </RetryLine>
    );
  }
  if (state.value.length === 0) return null;
  return isMobile ? (
    <MobileCategoryList categories={state.value} />
  ) : (
    <DesktopCategoryNav categories={state.value} />
  );
}
