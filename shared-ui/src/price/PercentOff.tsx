import styled from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { percentOff } from './money';

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: ${tokens.spacing.xxs} ${tokens.spacing.sm};
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.accent};
  color: ${tokens.colors.onAccent};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.snug};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface PercentOffProps {
  /** The price in dollars (same names as Price). */
  value: number;
  /** The old price; without a real discount nothing renders. */
  oldValue?: number | null;
  className?: string;
}

/** The '-25%' badge of a product card; renders nothing unless the old price is greater. */
export function PercentOff({ value, oldValue, className }: PercentOffProps) {
  const t = useT();
  const percent = percentOff(value, oldValue);
  if (percent === null) return null;
  return (
    <Tag className={className}>
      <span aria-hidden="true">-{percent}%</span>
      <VisuallyHidden>{t('percentOffLabel', { percent })}</VisuallyHidden>
    </Tag>
  );
}
