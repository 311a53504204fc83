import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $radius: SkeletonRadius }>`
  display: block;
  flex: none;
  max-width: 100%;
  border-radius: ${(p) => tokens.radii[p.$radius]};
  background: linear-gradient(
      90deg,
      ${tokens.colors.skeleton} 25%,
      ${tokens.colors.surfaceMuted} 50%,
      ${tokens.colors.skeleton} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${tokens.media.reducedMotion} {
    animation: none !important;
    background: ${tokens.colors.skeleton};
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
