import styled from 'styled-components';
import { Skeleton, VisuallyHidden, tokens, useHydrated, useIsMobile } from 'shared-ui';
import { RetryLine } from 'shared-ui/retry-line';
import { useT } from '../messages';
import { DesktopCategoryNav } from './DesktopCategoryNav';
import { MobileCategoryList, MobileCategoryListSkeleton } from './MobileCategoryList';
import { useCategories } from './useCategories';
import { PILL_ROW_PADDING } from './CategoryNav.styles';

const Pills = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
  padding: ${PILL_ROW_PADDING};
  overflow: hidden;
`;

const PillsSkeleton = () => (
  <Pills>
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} width={140} height={44} radius="pill" />
    ))}
  </Pills>
);

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
    <div role="status" aria-busy="true" data-testid="category-nav-skeleton">
      <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
      <PillsSkeleton />
    </div>
  );
}

/** Each skeleton where its navigation will be: chosen by the stylesheet, not by script. */
const OnPhones = styled.div`
  display: none;
  ${tokens.media.mobile} {
    display: block;
  }
`;
const OnWiderScreens = styled.div`
  ${tokens.media.mobile} {
    display: none;
  }
`;

/**
 * The navigation is drawn by script (the screen's width picks it): without scripts its place
 * would say "loading" for good, to the eye and to a screen reader. The page's other links (its
 * sections', the footer's) are there without it.
 */
const WaitsForScripts = styled.div`
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * The phone's list and the wider screens' pills are two layouts chosen by the screen's width, which
 * a server does not know. A page rendered on the server (and the browser hydrating it) shows both
 * skeletons, the stylesheet showing the one for the screen; the navigation itself follows right
 * after, in the same place. One chosen by script there would be the wrong one on a phone, and the
 * page below it would jump when the phone's took its place.
 */
function ServerCategoryNavSkeleton() {
  const t = useT();
  return (
    <WaitsForScripts role="status" aria-busy="true" data-testid="category-nav-skeleton">
      <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
      <OnPhones>
        <MobileCategoryListSkeleton />
      </OnPhones>
      <OnWiderScreens>
        <PillsSkeleton />
      </OnWiderScreens>
    </WaitsForScripts>
  );
}

/** Category navigation of spec §2, on the homepage and the category pages. */
export function CategoryNav() {
  const t = useT();
  const isMobile = useIsMobile();
  const hydrated = useHydrated();
  const { state, reload } = useCategories();

  if (!hydrated) return <ServerCategoryNavSkeleton />;
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
