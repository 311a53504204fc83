import { createGlobalStyle } from 'styled-components';

/** Outlines every remote's area and names the remote and its release (data-remote, data-release). */
export const OutlineStyle = createGlobalStyle`
  [data-remote] {
    outline: 2px dashed #d946ef;
    outline-offset: -2px;
    position: relative;
  }
  [data-remote]::before {
    content: attr(data-remote) ' ' attr(data-release);
    position: absolute;
    top: 0;
    right: 0;
    z-index: 9999;
    background: #d946ef;
    color: #fff;
    font: 600 11px/1.6 ui-monospace, monospace;
    padding: 0 6px;
  }
`;
