import { css } from 'styled-components';

/**
 * A button drawn as text or as part of something else (a Try again link, a tab, a list row's
 * toggle): the browser's border, background, padding and font taken away, the pointer kept.
 * Each use says its own colour, weight and height (44px at least: a thumb's target).
 */
export const buttonReset = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;
