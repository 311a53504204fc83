import styled from 'styled-components';
import { Skeleton, tokens } from 'shared-ui';
import { ListingSkeleton } from '../listing/ListingSkeleton';

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

/**
 * /search-results while its code arrives: a heading-sized skeleton (the heading's text comes with
 * the page, so the home page does not carry the search texts), the sort bar's place, the grid.
 */
export function SearchResultsSkeleton() {
  return (
    <ListingSkeleton
      subtitle={'\u00a0' /* the count's line, as the page keeps it while loading */}
      toolbar={
        <Toolbar>
          <Skeleton width={220} height={44} radius="md" />
        </Toolbar>
      }
    />
  );
}
