import { css } from 'styled-components';
import { tokens } from '../tokens';

const { colors, radii, shadows } = tokens;

/** The raised white card that product cards, the product details and the cart summary sit on. */
export const cardSurfaceStyles = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
`;
