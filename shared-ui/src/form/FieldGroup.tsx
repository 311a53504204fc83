import styled, { css } from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, spacing } = tokens;

/**
 * How a group's legend reads: 'label' like a field's label (a form's choices), 'strong' as a
 * question of its own (a dialog's reasons), 'muted' as a quiet caption above cards that name themselves.
 */
export type LegendLook = 'label' | 'strong' | 'muted';

const LEGENDS: Record<LegendLook, ReturnType<typeof css>> = {
  label: css`
    margin-bottom: ${spacing.xs};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.semibold};
  `,
  strong: css`
    margin-bottom: ${spacing.sm};
    font-size: ${font.size.md};
    font-weight: ${font.weight.semibold};
  `,
  muted: css`
    margin-bottom: ${spacing.sm};
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  `,
};

/**
 * A group of related controls (radio choices, checkboxes) as a real fieldset, so its legend is
 * the group's accessible name, without the browser's frame.
 */
export const FieldGroup = styled.fieldset<{ $gap?: 'xs' | 'sm' | 'md'; $legend?: LegendLook }>`
  display: grid;
  gap: ${(p) => spacing[p.$gap ?? 'sm']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    ${(p) => LEGENDS[p.$legend ?? 'label']}
  }
`;
