import { css } from 'styled-components';

/**
 * An error's Try again does nothing without scripts, and the server's page is as fresh as a retry
 * would be (it keeps only failures that stay: a product that does not exist): hidden there. The
 * error's links (back home) stay.
 */
export const retryNeedsScripts = css`
  @media (scripting: none) {
    button {
      display: none;
    }
  }
`;
