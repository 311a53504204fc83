import styled from 'styled-components';
import { media, tokens } from '../tokens';

const { spacing } = tokens;

export interface TwoColumnsProps {
  /** The narrow column's width (a length or a minmax()); the other column takes the rest. */
  $side: string;
  /** The narrow column comes first (account sections, the wallet's balance); else it follows (a summary). */
  $sideFirst?: boolean;
  /** The space between the columns on wide screens; on phones it is always `lg`. */
  $gap?: 'lg' | 'xl';
}

/**
 * A page's main column beside a narrow one (lines and their summary, sections and orders), one
 * column on phones where the second follows the first.
 */
export const TwoColumns = styled.div<TwoColumnsProps>`
  display: grid;
  grid-template-columns: ${(p) => (p.$sideFirst ? `${p.$side} minmax(0, 1fr)` : `minmax(0, 1fr) ${p.$side}`)};
  align-items: start;
  gap: ${(p) => spacing[p.$gap ?? 'xl']};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${spacing.lg};
  }
`;
