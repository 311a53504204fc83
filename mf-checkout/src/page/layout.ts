/** The page layout the cart, the checkout and the order confirmation share. */
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { TwoColumns } from 'shared-ui/page';
import { PlainList } from 'shared-ui/plain-list';

/** The lines or steps on the left, the summary on the right; on phones the summary follows them. */
export const Layout = styled(TwoColumns).attrs({ $side: '340px' })``;

/**
 * Cards one under another (the cart's lines, the shipments, the lines the shop cannot sell): a
 * real list, so a screen reader says how many. `as="ol"` where the order means something.
 */
export const CardList = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.md};
`;
