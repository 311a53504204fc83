import { css } from 'styled-components';

/**
 * For a place a link leads to (#page-2, #delivery-title) when the browser, not the shell, scrolls
 * to it (a page without scripts): it comes to rest below the shell's sticky header (63 px on a
 * phone, 71 on a desktop), not under it.
 */
export const landsBelowHeader = css`
  scroll-margin-top: 96px;
`;
