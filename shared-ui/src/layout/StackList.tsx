import styled from 'styled-components';
import { tokens } from '../tokens';

const { spacing } = tokens;

/**
 * A list shown as a stack of items (addresses, shipments, notes, reviews): a real <ul>, so a
 * screen reader announces how many there are, without bullets or indent.
 */
export const StackList = styled.ul<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' }>`
  display: grid;
  gap: ${(p) => spacing[p.$gap ?? 'md']};
  margin: 0;
  padding: 0;
  list-style: none;
`;
