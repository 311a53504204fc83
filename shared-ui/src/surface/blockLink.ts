import { css } from 'styled-components';
import { tokens } from 'shared-ui';

const { colors, radii } = tokens;

/**
 * A card's one link (its name) whose ::after covers the whole card, so the picture opens it too
 * (the accessible "block link": one tab stop, one name read). The card is `position: relative`
 * with the shop's card corners (radii.lg); it sets the cover's layer (`&::after { z-index }`) under
 * its own buttons. The keyboard's ring is drawn on the cover, so it goes round the whole card (a
 * ring on the name alone, or a pale shadow on the card, was hard to see on white).
 */
export const blockLinkStyles = css`
  color: ${colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;
