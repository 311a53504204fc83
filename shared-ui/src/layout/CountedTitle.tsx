import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, spacing } = tokens;

/**
 * A title with a quieter note beside it: a page's h1 that names a collection with how many it holds
 * ('Cart (3 items)'), or, at a smaller `$size` and as another heading level, an item's title with its
 * tag ('Order shipped' New). The note wraps under the title on narrow screens.
 */
export const CountedTitle = styled.h1<{ $size?: keyof typeof font.size }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${spacing.sm};
  margin: 0;
  font-size: ${({ $size = 'xxl' }) => font.size[$size]};
`;

/** The count beside a CountedTitle: quieter and lighter than the words it follows. */
export const TitleCount = styled.span`
  color: ${colors.textMuted};
  font-size: ${font.size.md};
  font-weight: ${font.weight.regular};
`;
