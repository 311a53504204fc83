import styled from 'styled-components';
import { media, tokens } from 'shared-ui';

const { spacing } = tokens;

/**
 * The column every page of the shop stands in: centred, at most 1240px wide, padded off the
 * screen's edges, its parts one under the other. `$roomy` spaces them wider, for pages made of
 * rows of cards (home, live) rather than one listing or form.
 */
export const PageColumn = styled.div<{ $roomy?: boolean }>`
  display: grid;
  gap: ${(p) => (p.$roomy ? spacing.xxl : spacing.xl)};
  max-width: 1240px;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.xl} ${spacing.xxxl};

  ${media.mobile} {
    gap: ${(p) => (p.$roomy ? spacing.xl : spacing.lg)};
    padding: ${spacing.md} ${spacing.lg} ${spacing.xxl};
  }
`;
