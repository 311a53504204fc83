import styled from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { formatPrice } from './money';

const { colors, font, spacing } = tokens;

const SIZES = {
  sm: { now: font.size.sm, old: font.size.xs },
  md: { now: font.size.lg, old: font.size.sm },
  lg: { now: font.size.xxl, old: font.size.md },
} as const;
export type PriceSize = keyof typeof SIZES;

const Root = styled.span<{ $size: PriceSize }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${spacing.sm};
  row-gap: 0;
  font-variant-numeric: tabular-nums;
  line-height: ${font.lineHeight.tight};

  & > .now {
    font-size: ${(p) => SIZES[p.$size].now};
    font-weight: ${font.weight.bold};
    color: ${colors.price};
    white-space: nowrap;
  }
  & > .old {
    font-size: ${(p) => SIZES[p.$size].old};
    color: ${colors.textMuted};
    white-space: nowrap;
  }
`;

export interface PriceProps {
  /** The price in dollars. */
  value: number;
  /** The price before the offer; shown struck through only when greater than `value`. */
  oldValue?: number | null;
  size?: PriceSize;
  className?: string;
}

/** '$12.50', with the old price struck through beside it when there is a real discount. */
export function Price({ value, oldValue, size = 'md', className }: PriceProps) {
  const t = useT();
  const showOld = oldValue != null && Number.isFinite(oldValue) && oldValue > value;
  return (
    <Root $size={size} className={className}>
      <span className="now">{formatPrice(value)}</span>
      {showOld ? (
        <span className="old">
          <VisuallyHidden>{t('priceWas')} </VisuallyHidden>
          <s>{formatPrice(oldValue)}</s>
        </span>
      ) : null}
    </Root>
  );
}
