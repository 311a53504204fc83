import styled from 'styled-components';
import { tokens } from '../tokens';
import { plainListStyles } from './PlainList';

const { spacing } = tokens;

/**
 * A list shown as a stack of items (addresses, shipments, notes, reviews, a wishlist): a plain
 * list (PlainList) whose items stand one under the other.
 */
export const StackList = styled.ul<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' }>`
  ${plainListStyles}
  display: grid;
  gap: ${(p) => spacing[p.$gap ?? 'md']};
`;
