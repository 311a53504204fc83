import styled from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { StarIcon } from '../icons';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { clampRating } from './clampRating';

const STAR_SIZES = { sm: 14, md: 18, lg: 22 } as const;
export type RatingSize = keyof typeof STAR_SIZES;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.spacing.xs};
  line-height: 1;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  & > .on {
    color: ${tokens.colors.star};
  }
  & > .off {
    color: ${tokens.colors.starEmpty};
  }
`;

const Count = styled.span`
  font-size: ${tokens.font.size.xs};
  color: ${tokens.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface RatingProps {
  /** Any number: shown as whole stars, rounded and clamped to 0..5 (spec §5). */
  value: number | null | undefined;
  /** Number of reviews, shown as '(12)'. */
  count?: number;
  size?: RatingSize;
  className?: string;
}

/** Five stars, the rounded rating filled; read as 'Rated 4 out of 5'. */
export function Rating({ value, count, size = 'sm', className }: RatingProps) {
  const t = useT();
  const stars = clampRating(value);
  return (
    <Root className={className}>
      <Stars role="img" aria-label={t('ratedOutOf', { value: stars })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} size={STAR_SIZES[size]} className={n <= stars ? 'on' : 'off'} />
        ))}
      </Stars>
      {count != null ? (
        <Count>
          <span aria-hidden="true">({count})</span>
          <VisuallyHidden>{t('reviewCount', { count })}</VisuallyHidden>
        </Count>
      ) : null}
    </Root>
  );
}
