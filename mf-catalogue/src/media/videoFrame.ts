import { css } from 'styled-components';
import { tokens } from 'shared-ui';

/**
 * A 16:9 frame (home video ads, the product video) whose poster and video fill it. The clips and
 * their posters are 16:9; anything else (a square product image when an ad has no clip) is shown
 * whole rather than cropped.
 */
export const videoFrameStyles = css`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${tokens.colors.surfaceMuted};

  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
