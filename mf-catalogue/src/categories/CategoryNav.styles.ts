import styled from 'styled-components';
import { tokens } from 'shared-ui';

const { colors, spacing, radii, font } = tokens;

export const Nav = styled.nav`
  position: relative;
  min-width: 0;
`;

/**
 * The arrows lie over the row's ends instead of beside it, so the row keeps its width when one
 * appears: beside it, the first scroll narrowed the row by an arrow, the pills jumped 48 px, and a
 * pill focused at the end stayed cut (the row could not scroll further until the arrow was in).
 */
export const Row = styled.div`
  position: relative;
`;

/** An arrow's place at one end of the row; the page's colour fades the pills out under it. */
export const ArrowEnd = styled.div<{ $end: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${(p) => p.$end}: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  padding-${(p) => (p.$end === 'left' ? 'right' : 'left')}: ${spacing.lg};
  background: linear-gradient(
    to ${(p) => p.$end},
    transparent,
    ${colors.background} ${spacing.lg}
  );
  pointer-events: none;
  & > button {
    pointer-events: auto;
  }
`;

export const Scroller = styled.div`
  overflow-x: auto;
  scroll-behavior: smooth;
  /* A pill scrolled into view stops clear of the arrow over that end (44 px and its fade). */
  scroll-padding-inline: 60px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * Room around the pills inside their scrolling row, which would clip their focus rings; the
 * skeleton's pills have it too (CategoryNav), so the row keeps its height when the pills come.
 */
export const PILL_ROW_PADDING = spacing.xxs;

export const MainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${PILL_ROW_PADDING};
  display: flex;
  gap: ${spacing.sm};
  width: max-content;
`;

/** A main category: a pill the shopper hovers, focuses or opens with the keyboard. */
export const MainButton = styled.button`
  min-height: 44px;
  padding: 0 ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
    color: ${colors.primaryActive};
  }
`;
