import { Link } from 'shared-router';
import styled, { css } from 'styled-components';
import { cardSurfaceStyles, media, tokens } from 'shared-ui';
import { blockLinkStyles } from 'shared-ui/block-link';

const { colors, font, radii, spacing, shadows, motion } = tokens;

// A stream's card on the live list: its picture, marks, seller, time, products and actions.

/** A stream's title, in a card and in a row alike (a row's is smaller on phones). */
const streamTitle = css`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Card = styled.article`
  ${cardSurfaceStyles}
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  transition: box-shadow ${motion.fast} ${motion.easing};
  &:hover {
    box-shadow: ${shadows.md};
  }
`;

/**
 * The card of a stream coming up: its picture beside the facts on a desktop; on a phone a small
 * square picture beside the title, with products and the reminder at full width below.
 */
export const RowCard = styled(Card)<{ $live?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$live ? '204px' : '132px')} minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  grid-template-areas: 'poster head' 'poster products' 'poster actions';
  column-gap: ${spacing.lg};
  ${media.mobile} {
    grid-template-columns: ${(p) => (p.$live ? '112px' : '88px')} minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas: ${(p) => (p.$live ? "'poster head' 'poster actions' 'products products'" : "'poster head' 'products products' 'actions actions'")};
    column-gap: ${spacing.md};
    padding: ${spacing.md};
  }
`;

export const Poster = styled.div<{ $ratio?: string }>`
  position: relative;
  flex: none;
  aspect-ratio: ${(p) => p.$ratio ?? '16 / 9'};
  background: ${colors.surfaceMuted};
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The stream's still. Sellers film in portrait: 3 / 4 keeps the seller and the product in the
 * middle of the frame and leaves out the recording's own marks at its top.
 */
export const SmallPoster = styled(Poster)<{ $live?: boolean }>`
  grid-area: poster;
  /* Desktop: the column's width, at least 3 / 4 tall, and as tall as the card's facts. */
  width: 100%;
  aspect-ratio: auto;
  align-self: stretch;
  min-height: ${(p) => (p.$live ? '272px' : '176px')};
  & > img {
    position: absolute;
    inset: 0;
  }
  ${media.mobile} {
    aspect-ratio: 3 / 4;
    min-height: 0;
    align-self: start;
    border-radius: ${radii.md};
  }
`;

export const RowHead = styled.div`
  grid-area: head;
  display: grid;
  /* One column as wide as the card gives it: its lines wrap there rather than widen it past the card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing.xs};
  min-width: 0;
  padding: ${spacing.lg} ${spacing.lg} 0 0;
  ${media.mobile} {
    padding: 0;
  }
  h3 {
    ${streamTitle}
    ${media.mobile} {
      font-size: ${font.size.md};
    }
  }
`;

export const RowProducts = styled.div`
  grid-area: products;
  min-width: 0;
  padding-right: ${spacing.lg};

  ${media.mobile} {
    padding: ${spacing.xs} 0 0;
  }
`;

/** Above the card's cover link, so it takes its own taps. */
export const RowActions = styled.div`
  grid-area: actions;
  position: relative;
  z-index: 2;
  align-self: end;
  padding: ${spacing.md} ${spacing.lg} ${spacing.lg} 0;
  ${media.mobile} {
    padding: ${spacing.md} 0 0;
    & > button {
      width: 100%;
      font-size: ${font.size.sm};
    }
  }
  /* Remind me is script (it asks for the shopper's session and keeps the reminder): without
     scripts it would do nothing, so it is not shown. */
  @media (scripting: none) {
    display: none;
  }
`;

/** The LIVE mark and the viewer count over the picture. */
export const Marks = styled.div`
  position: absolute;
  inset: auto ${spacing.sm} ${spacing.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.xs};
  align-items: center;
`;

export const Viewers = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  background: rgba(10, 25, 28, 0.72);
  color: #fff;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  flex: 1;
  min-width: 0;
  padding: ${spacing.lg};
  ${media.mobile} {
    padding: ${spacing.md};
  }
  h3 {
    ${streamTitle}
  }
`;

/** The card's one link; its ::after covers the whole card, so the picture opens the room too. */
export const CoverLink = styled(Link)`
  ${blockLinkStyles}
  &::after {
    z-index: 1;
  }
`;

export const Seller = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

export const When = styled.p`
  margin: 0;
  color: ${colors.primary};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  /* 'Starts' and the date may take two lines on a narrow phone; the date itself keeps to one. */
  time {
    white-space: nowrap;
  }
`;

export const Products = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${spacing.sm};
  margin: ${spacing.xs} 0 0;
  padding: 0;
  list-style: none;
`;

export const ProductItem = styled.li`
  display: grid;
  justify-items: center;
  gap: ${spacing.xxs};
  width: 60px;
  ${media.mobile} {
    width: 56px;
  }
  img {
    width: 56px;
    height: 56px;
    ${media.mobile} {
      width: 52px;
      height: 52px;
    }
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
    background: ${colors.surfaceMuted};
    object-fit: contain;
  }
`;

export const More = styled.li`
  display: grid;
  place-items: center;
  min-width: 56px;
  padding: 0 ${spacing.sm};
  height: 56px;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  /* 'Starts' and the date may take two lines on a narrow phone; the date itself keeps to one. */
  time {
    white-space: nowrap;
  }
`;

export const Price = styled.span`
  color: ${colors.price};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** What tapping a live card does (the card's link carries the name; this only shows the way). */
export const WatchCue = styled.span`
  grid-area: actions;
  align-self: end;
  display: inline-flex;
  align-items: center;
  gap: ${spacing.xs};
  justify-self: start;
  margin: ${spacing.md} 0 ${spacing.lg};
  ${media.mobile} {
    align-self: start;
    margin: ${spacing.sm} 0 0;
  }
  padding: ${spacing.xs} ${spacing.md};
  border-radius: ${radii.pill};
  background: ${colors.live};
  color: ${colors.onDanger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  /* 'Starts' and the date may take two lines on a narrow phone; the date itself keeps to one. */
  time {
    white-space: nowrap;
  }
`;
