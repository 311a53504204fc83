import styled from 'styled-components';
import { Skeleton, VisuallyHidden, media, tokens } from 'shared-ui';
import { ListingSkeleton } from '../listing/ListingSkeleton';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';
import { CategoryNavSkeleton } from './CategoryNav';

const { spacing } = tokens;

/** The subcategory tiles of /category (here so its loading shape can be drawn without the page). */
export const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing.md};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${spacing.sm};
  }
`;

export function TilesSkeleton() {
  const t = useT();
  return (
    <Tiles role="status" aria-busy="true" data-testid="category-tiles-skeleton">
      <VisuallyHidden as="li">{t('category.loading')}</VisuallyHidden>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <Skeleton height={72} radius="lg" />
        </li>
      ))}
    </Tiles>
  );
}

/** /category while its code arrives: the page's frame with tile skeletons. */
export function AllCategoriesSkeleton() {
  const t = useT();
  return (
    <PageFrame title={t('category.all')} subtitle={t('category.allText')}>
      <TilesSkeleton />
    </PageFrame>
  );
}

/** /category/{slug} while its code arrives: as the page draws itself before anything loaded. */
export function CategoryPageSkeleton() {
  return <ListingSkeleton above={<CategoryNavSkeleton />} />;
}
