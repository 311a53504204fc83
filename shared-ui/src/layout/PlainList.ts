import styled, { css } from 'styled-components';

/**
 * A list without bullets, indent or margins, laid out by its user (a grid of cards, a row that
 * swipes, a panel's links): still a real <ul>, so a screen reader says how many items there are.
 * Its own entry (shared-ui/plain-list) as well, with no tokens of its own: home's rows use it, and
 * /home's first load carries nothing else of shared-ui/page.
 */
export const plainListStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlainList = styled.ul`
  ${plainListStyles}
`;
