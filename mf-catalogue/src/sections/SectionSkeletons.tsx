import { useParams } from 'shared-router';
import { toSectionKey } from 'shared-api';
import { sectionTitle } from '../home/sectionTitle';
import { ListingSkeleton } from '../listing/ListingSkeleton';
import { useT } from '../messages';

// The section pages' loading shapes (SectionPages.tsx), shown while that page's code arrives.

export function SectionPageSkeleton() {
  const t = useT();
  const key = toSectionKey(useParams().name ?? '');
  return <ListingSkeleton title={key ? sectionTitle(t, key) : null} />;
}

export function CarouselPageSkeleton() {
  const t = useT();
  return <ListingSkeleton title={sectionTitle(t, 'featured_carousel')} />;
}

export function DiscountsPageSkeleton() {
  const t = useT();
  return <ListingSkeleton title={t('page.discounts')} subtitle={t('page.discountsText')} />;
}

export function RelatedProductsPageSkeleton() {
  const t = useT();
  return <ListingSkeleton title={t('page.related')} />;
}
