import { useSearchParams } from 'shared-router';
import styled from 'styled-components';
import { Skeleton, tokens } from 'shared-ui';
import { ListingSkeleton } from '../listing/ListingSkeleton';
import { useT } from '../messages';

const { colors, spacing, font } = tokens;

/** The sort select and the page count above the results. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.md};
  min-height: 44px;
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  }
`;

/** /search-results while its code arrives: the heading for the keyword, the sort bar, the grid. */
export function SearchResultsSkeleton() {
  const t = useT();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  if (!keyword) return <ListingSkeleton title={t('results.titleEmpty')} />;
  return (
    <ListingSkeleton
      title={t('results.title', { keyword })}
      subtitle={'\u00a0' /* the count's line, as the page keeps it while loading */}
      toolbar={
        <Toolbar>
          <Skeleton width={220} height={44} radius="md" />
        </Toolbar>
      }
      label={t('results.loading')}
    />
  );
}
