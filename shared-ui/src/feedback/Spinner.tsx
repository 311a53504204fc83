import styled, { keyframes } from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { VisuallyHidden } from '../a11y/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.svg`
  display: block;
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  /* Reduced motion: a slow turn still says "working", without the whirl. */
  ${tokens.media.reducedMotion} {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** The bare turning ring (decorative), for buttons and other places that label themselves. */
export function SpinnerGlyph({ size = 20 }: { size?: number }) {
  return (
    <Ring viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="3"
      />
      <path
        d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Ring>
  );
}

const SIZES = { sm: 16, md: 24, lg: 40 } as const;
export type SpinnerSize = keyof typeof SIZES;

const Wrap = styled.span<{ $center: boolean; $inherit: boolean }>`
  display: ${(p) => (p.$center ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  color: ${(p) => (p.$inherit ? 'inherit' : tokens.colors.primary)};
  ${(p) => (p.$center ? `padding: ${tokens.spacing.xxl} 0; width: 100%;` : '')}
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; default 'Soo dejinaya…' / 'Loading…'. */
  label?: string;
  /** Centre it in its own block with room around (page or section loading). */
  center?: boolean;
  /** Take the text colour of the parent instead of the brand colour. */
  inheritColor?: boolean;
  className?: string;
}

/** A loading indicator that screen readers announce (role=status with a label). */
export function Spinner({
  size = 'md',
  label,
  center = false,
  inheritColor = false,
  className,
}: SpinnerProps) {
  const t = useT();
  const text = label ?? t('loading');
  return (
    <Wrap
      role="status"
      aria-label={text}
      $center={center}
      $inherit={inheritColor}
      className={className}
    >
      <SpinnerGlyph size={SIZES[size]} />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Wrap>
  );
}
