import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, spacing } = tokens;

/** A page's h1 that names a collection, with how many it holds beside it ('Cart (3 items)'). */
export const CountedTitle = styled.h1`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${spacing.sm};
  margin: 0;
  font-size: ${font.size.xxl};
`;

/** The count beside a CountedTitle: quieter and lighter than the words it follows. */
export const TitleCount = styled.span`
  color: ${colors.textMuted};
  font-size: ${font.size.md};
  font-weight: ${font.weight.regular};
`;
