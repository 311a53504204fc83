import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { TruckIcon } from '../icons';

const { colors, font, spacing, radii } = tokens;

export type BadgeTone = 'live' | 'express' | 'info' | 'success' | 'warning' | 'neutral';

const toneStyles: Record<BadgeTone, ReturnType<typeof css>> = {
  live: css`
    background: ${colors.live};
    color: ${colors.onDanger};
    letter-spacing: 0.06em;
  `,
  express: css`
    background: ${colors.accent};
    color: ${colors.onAccent};
    letter-spacing: 0.04em;
  `,
  info: css`
    background: ${colors.infoSoft};
    color: ${colors.info};
  `,
  success: css`
    background: ${colors.successSoft};
    color: ${colors.successText};
  `,
  warning: css`
    background: ${colors.warningSoft};
    color: ${colors.warning};
  `,
  neutral: css`
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
  `,
};

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  /* Stay label-sized in grid and column layouts (cards). */
  width: fit-content;
  max-width: 100%;
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.snug};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${(p) => toneStyles[p.$tone]}
`;

/**
 * A ring that grows out of the dot and fades, drawn by its ::after in the dot's own colour. Only
 * transform and opacity change, so Chromium runs it on the compositor: the box-shadow ring it
 * replaces repainted and re-layered the whole page every frame (a page of live cards spent about
 * 600 ms of each second of its pulses on the main thread at 4x CPU, traced in Chromium).
 */
const ring = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(2.5); opacity: 0; }
  100% { transform: scale(2.5); opacity: 0; }
`;
/**
 * A few pulses when the dot appears, then it rests: a page with nothing loading runs no
 * animation (a page of live cards kept the main thread busy with endless rings), and a shopper
 * who asked for reduced motion gets none at all.
 */
export const LIVE_PULSES = 3;

const Dot = styled.span<{ $light: boolean }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${radii.circle};
  background: ${(p) => (p.$light ? colors.onDanger : colors.live)};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: inherit;
    opacity: 0;
    animation: ${ring} 1.6s ease-out ${LIVE_PULSES};
  }
  ${tokens.media.reducedMotion} {
    &::after {
      animation: none !important;
    }
  }
`;

/** The pulsing red dot of Live (header item); `light` makes it white, for a red background. */
export function LiveDot({ light = false, className }: { light?: boolean; className?: string }) {
  return <Dot aria-hidden="true" $light={light} className={className} />;
}

export interface BadgeProps {
  tone?: BadgeTone;
  /** Live only: a pulsing dot before the text. */
  pulse?: boolean;
  /** An icon before the text (express has a truck by default). */
  icon?: ReactNode;
  /** Defaults: 'LIVE' for live, 'HAAD EXPRESS' for express. */
  children?: ReactNode;
  className?: string;
  title?: string;
}

/** A short label on a card or in the header: LIVE, HAAD EXPRESS, statuses. */
export function Badge({
  tone = 'neutral',
  pulse = false,
  icon,
  children,
  className,
  title,
}: BadgeProps) {
  const t = useT();
  const text =
    children ?? (tone === 'live' ? t('live') : tone === 'express' ? t('haadExpress') : null);
  const lead = icon ?? (tone === 'express' ? <TruckIcon size={14} /> : null);
  return (
    <Root $tone={tone} className={className} title={title}>
      {tone === 'live' && pulse ? <LiveDot light /> : null}
      {lead}
      {text}
    </Root>
  );
}
