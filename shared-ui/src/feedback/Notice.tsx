import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, spacing, radii } = tokens;

export type NoticeTone = 'info' | 'success' | 'danger';

const BORDER: Record<NoticeTone, string> = { info: colors.primary, success: colors.success, danger: colors.danger };
const BACKGROUND: Record<NoticeTone, string> = { info: colors.primarySoft, success: colors.successSoft, danger: colors.dangerSoft };

/**
 * What happened to a payment or a recharge, told in a tinted box with a strong left edge (blue
 * while waiting, green when done, red when refused). Answers that arrive later take the focus
 * (tabIndex -1), so the ring shows when the keyboard is in use. `lg` on a page of its own.
 */
export const Notice = styled.div<{ $tone: NoticeTone; $size?: 'md' | 'lg' }>`
  display: grid;
  gap: ${spacing.xs};
  padding: ${(p) => spacing[p.$size ?? 'md']};
  border: 1px solid ${(p) => BORDER[p.$tone]};
  border-left-width: 4px;
  border-radius: ${(p) => radii[p.$size ?? 'md']};
  background: ${(p) => BACKGROUND[p.$tone]};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`;
