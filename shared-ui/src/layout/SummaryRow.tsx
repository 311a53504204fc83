import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, spacing } = tokens;

/**
 * A label and its amount on one line ('Delivery fee  $2.50'), as a dt/dd pair inside a <dl>; the
 * amount wraps under the label on narrow phones. `$strong` is the total.
 */
export const SummaryRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${spacing.xs} ${spacing.md};
  font-size: ${(p) => (p.$strong ? font.size.lg : font.size.md)};
  font-weight: ${(p) => (p.$strong ? font.weight.semibold : font.weight.regular)};
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

/** A quieter line beside the facts (a provider and phone, what delivery will cost). */
export const MutedText = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
