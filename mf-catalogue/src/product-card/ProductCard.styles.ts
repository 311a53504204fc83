import { Link } from 'shared-router';
import styled, { css } from 'styled-components';
import { cardSurfaceStyles, media, Price, tokens } from 'shared-ui';
import { blockLinkStyles } from 'shared-ui/block-link';
import { landsBelowHeader } from '../listing/belowHeader';

const { colors, spacing, radii, shadows, font, zIndex, motion } = tokens;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  ${cardSurfaceStyles}
  overflow: hidden;
  transition:
    box-shadow ${motion.normal} ${motion.easing},
    transform ${motion.normal} ${motion.easing};

  &:hover {
    box-shadow: ${shadows.md};
    transform: translateY(-2px);
  }
`;

export const Media = styled.div`
  position: relative;
`;

/** Sits above the stretched link so its buttons stay their own targets. */
const Above = styled.div`
  position: absolute;
  z-index: ${zIndex.raised + 1};
`;

export const Badges = styled(Above)`
  top: ${spacing.sm};
  left: ${spacing.sm};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${spacing.xs};
  pointer-events: none;
`;

export const Heart = styled(Above)`
  top: ${spacing.xs};
  right: ${spacing.xs};
  /* The heart and Add to Cart are script (the browser keeps the cart, and the login the wishlist
     needs): without scripts they would do nothing, so they are not shown; the product's page says why. */
  @media (scripting: none) {
    display: none;
  }

  button {
    background: rgba(255, 255, 255, 0.94);
    box-shadow: ${shadows.sm};
    color: ${colors.danger};
  }
  button:hover:not(:disabled) {
    background: ${colors.surface};
  }
`;

export const OutOfStock = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.62);

  span {
    padding: ${spacing.xs} ${spacing.md};
    border-radius: ${radii.pill};
    background: ${colors.text};
    color: ${colors.surface};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.semibold};
  }
`;

/**
 * The heights of the card's lines as CSS lengths, from the font sizes and line heights that set
 * them (a text line's box is its font size times its line height, whatever the font): the still
 * card (CardSkeleton) draws a card of the same height from them before the card is built.
 */
export const LINE_HEIGHT = {
  /** Category and Somali name: one line of xs text, the page's normal line height. */
  small: `calc(${font.size.xs} * ${font.lineHeight.normal})`,
  /** The name: two lines at most and always two lines tall (Name below). */
  name: `calc(2 * ${font.size.sm} * ${font.lineHeight.snug})`,
  /** shared-ui's Rating, size sm: its 14 px stars. */
  stars: '14px',
  /** shared-ui's Price, size md: the price now, lg text at the tight line height. */
  price: `calc(${font.size.lg} * ${font.lineHeight.tight})`,
  /** shared-ui's Price, size md: the old price under it (CardPrice), sm text at the same line height. */
  oldPrice: `calc(${font.size.sm} * ${font.lineHeight.tight})`,
  /** shared-ui's Badge: xs text at the snug line height, with its padding above and below. */
  badge: `calc(${font.size.xs} * ${font.lineHeight.snug} + 2 * ${spacing.xxs})`,
} as const;
/** Between the express badge and its promise (Express). */
export const EXPRESS_GAP = spacing.xxs;

/** The card's text block: its padding and the gap between its lines (also the still skeleton's). */
export const BODY_GAP = spacing.xs;
/** The text block's padding above and below its lines, per layout (also sizes a waiting row). */
export const BODY_PADDING_BLOCK = {
  desktop: [spacing.md, spacing.md],
  mobile: [spacing.sm, spacing.md],
} as const;
export const bodyPadding = css`
  padding: ${BODY_PADDING_BLOCK.desktop[0]} ${spacing.md} ${BODY_PADDING_BLOCK.desktop[1]};

  ${media.mobile} {
    padding: ${BODY_PADDING_BLOCK.mobile[0]} ${spacing.sm} ${BODY_PADDING_BLOCK.mobile[1]};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${BODY_GAP};
  flex: 1;
  ${bodyPadding}
`;

export const Category = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.snug};
  /* Two lines at most, so cards in a row keep one height. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: calc(2em * ${font.lineHeight.snug});
`;

/** The card's one link; its ::after covers the whole card (the accessible "block link"). */
export const CardLink = styled(Link)`
  ${blockLinkStyles}

  &::after {
    z-index: ${zIndex.raised};
  }
`;

export const NameSo = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.xs};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The same-day promise of an express product: the badge, and the promise on a line of its own
 * under it, on every width. When it wrapped only where the card was too narrow for both on one
 * line, the line's height hung on the width and the font, which the still card standing in for it
 * (CardSkeleton) cannot know: the row grew as it was built, moving what the shopper was reaching for.
 */
export const Express = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${EXPRESS_GAP};
  color: ${colors.successText};
  font-size: ${font.size.xs};

  & > span:last-child {
    max-width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/**
 * The price, with the old price struck through on a line of its own under it, on every width (as
 * the express promise). Beside it, the two wrapped only where the card was too narrow for both
 * ('$1,299.00 $1,499.00' on a 148 px card at 320 px), a height the still card standing in for the
 * card cannot know: the row grew as it was built. Under it, a card is one line taller exactly when
 * it has an old price, which the still card knows (cardLines).
 */
export const CardPrice = styled(Price)`
  flex-direction: column;
  align-items: flex-start;
`;

/** Space above the card's button (its Add to Cart, or the skeleton's). */
export const ACTION_GAP = spacing.sm;

export const Action = styled.div`
  position: relative;
  z-index: ${zIndex.raised + 1};
  margin-top: auto;
  padding-top: ${ACTION_GAP};
  @media (scripting: none) {
    display: none;
  }

  /* A phone's card is 148 px wide at 320 px: with the button's own 16 px at each side, 'Add to
     Cart' broke in two lines there. */
  ${media.mobile} {
    & > button {
      padding-inline: ${spacing.sm};
    }
  }
`;

/** Product lists: 2 columns on phones (320–390 px), 4–5 on desktop. */
export const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing.lg};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));

  /* A category's next page (#page-2) lands on its first card. */
  li[id] {
    ${landsBelowHeader}
  }

  ${media.mobile} {
    gap: ${spacing.sm};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
