import { css } from 'styled-components';
import { tokens } from 'shared-ui';

const { colors } = tokens;

/**
 * A card's one link (its name) whose ::after covers the whole card, so the picture opens it too
 * (the accessible "block link": one tab stop, one name read). The card is `position: relative`;
 * the card sets the cover's layer (`&::after { z-index }`) under its own buttons, and shows focus
 * itself (a ring on the cover or on the card).
 */
export const blockLinkStyles = css`
  color: ${colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: none;
  }
`;
