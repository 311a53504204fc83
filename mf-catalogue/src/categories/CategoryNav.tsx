import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden, queries, tokens, useHydrated, useIsMobile } from 'shared-ui';
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

/**
 * Each layout where it belongs: chosen by the stylesheet, which knows the screen's width. Each is
 * hidden where it is not wanted (not shown where it is): a reader that knows no media queries
 * (jsdom) shows both, and the one the script keeps. The phone's is hidden wherever the phones'
 * query does not match (a width of 767.5 px at some zoom matches neither that nor the desktop's).
 */
const OnPhones = styled.div`
  @media not all and ${queries.mobile} {
    display: none;
  }
`;
const OnWiderScreens = styled.div`
  ${tokens.media.mobile} {
    display: none;
  }
`;

/**
 * The navigation and its place while loading are drawn by script (its buttons need it): without
 * scripts its place would say "loading" for good, to the eye and to a screen reader, and its
 * buttons would do nothing. The page's other links (its sections', the footer's) are there
 * without it. Its width is the page column's, however long the row of pills inside (a grid item
 * is as wide as its content otherwise, and the whole page scrolled sideways with the row).
 */
const WaitsForScripts = styled.div`
  min-width: 0;
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * The phone's list and the wider screens' pills are two layouts chosen by the screen's width, which
 * a server does not know. A page the server rendered (and the browser hydrating it) has both, the
 * stylesheet showing the one for the screen: on a slow line the shopper reads the categories
 * before the scripts come, and a tap on one meanwhile is held for them (the shell's early taps).
 * Right after hydration the script keeps the screen's one only, the same elements in the same
 * place (nothing moves, nothing is drawn again); the other stays out of the page, the stylesheet
 * no longer needed for it. One chosen by script on the server would be the wrong one on a phone,
 * and the page below it would jump when the phone's took its place.
 */
function ByScreen({ phone, wider }: { phone: ReactNode; wider: ReactNode }) {
  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  return (
    <>
      {(!hydrated || isMobile) && <OnPhones>{phone}</OnPhones>}
      {(!hydrated || !isMobile) && <OnWiderScreens>{wider}</OnWiderScreens>}
    </>
  );
}

/** The navigation's place while the categories load (also while a category page's code does). */
export function CategoryNavSkeleton() {
  const t = useT();
  return (
    <WaitsForScripts role="status" aria-busy="true" data-testid="category-nav-skeleton">
      <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
      <ByScreen phone={<MobileCategoryListSkeleton />} wider={<PillsSkeleton />} />
    </WaitsForScripts>
  );
}

/** Category navigation of spec §2, on the homepage and the category pages. */
export function CategoryNav() {
  const t = useT();
  const { state, reload } = useCategories();

  if (state.status === 'loading') return <CategoryNavSkeleton />;
  if (state.status === 'error') {
    return (
      <WaitsForScripts>
        <RetryLine retryLabel={t('category.tryAgain')} onRetry={reload}>
          {t('category.failed')}
        </RetryLine>
      </WaitsForScripts>
    );
  }
  if (state.value.length === 0) return null;
  return (
    <WaitsForScripts>
      <ByScreen phone={<MobileCategoryList categories={state.value} />} wider={<DesktopCategoryNav categories={state.value} />} />
    </WaitsForScripts>
  );
}
