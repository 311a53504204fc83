import styled from 'styled-components';
import { cardSurfaceStyles, media, tokens } from 'shared-ui';
import { Notice, TwoColumns } from 'shared-ui/page';

const { colors, font, spacing } = tokens;

/** Balance and form on the left, the list on the right; one column on phones. */
export const Columns = styled(TwoColumns).attrs({ $side: 'minmax(0, 420px)', $sideFirst: true })``;
export const Stack = styled.div`
  display: grid;
  gap: ${spacing.lg};
  min-width: 0;
`;
export const Card = styled.section`
  ${cardSurfaceStyles}
  display: grid;
  gap: ${spacing.md};
  min-width: 0;
  padding: ${spacing.lg} ${spacing.xl};
  ${media.mobile} {
    padding: ${spacing.md} ${spacing.lg};
  }
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
  }
`;
export const Big = styled.p`
  margin: 0;
  font-size: ${font.size.xxxl};
  font-weight: ${font.weight.bold};
  color: ${colors.primary};
`;
export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${spacing.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${spacing.xs};
    padding: 0;
    font-weight: ${font.weight.semibold};
  }
`;
export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${spacing.xs};
`;
export const Label = styled.label`
  font-weight: ${font.weight.semibold};
`;
export { Input, Select, TextArea } from 'shared-ui/form';
export const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.xs};
`;
// A field's error: the shop's one look (shared-ui/form).
export { FieldError } from 'shared-ui/form';
/** A recharge's outcome; it shows its ring on any focus (the outcome takes it after a tap too). */
export const Box = styled(Notice)`
  &:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: ${font.size.md};
  }
`;
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${colors.border};
  }
`;
export const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${spacing.xxs} ${spacing.md};
  padding: ${spacing.sm} 0;
  overflow-wrap: anywhere;
  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
`;
export const Amount = styled.span<{ $sign: 'plus' | 'minus' | 'none' }>`
  grid-column: 2;
  grid-row: 1;
  font-weight: ${font.weight.bold};
  white-space: nowrap;
  color: ${(p) => (p.$sign === 'plus' ? colors.success : p.$sign === 'minus' ? colors.danger : colors.textMuted)};
`;
export const Small = styled.span`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
