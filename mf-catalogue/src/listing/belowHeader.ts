import { css } from 'styled-components';

/**
 * For a place a link leads to (#page-2, #delivery-title) when the browser, not the shell, scrolls
 * to it (a page without scripts). The shell's scroll-padding-top already keeps what the browser
 * scrolls to below its sticky header (layout/Header.tsx); this is the room above the place on
 * top of that, so a heading rests 96 px from the top of a phone, as it did before the shell
 * cleared its header itself.
 */
export const landsBelowHeader = css`
  scroll-margin-top: 24px;
`;
