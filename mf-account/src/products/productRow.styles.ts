import styled from 'styled-components';
import { media, tokens } from 'shared-ui';

const { colors, font, radii, spacing } = tokens;

/** A product's picture in a row of products (the wishlist, Ila Tali's suggestions). */
export const ProductThumb = styled.img`
  display: block;
  width: 96px;
  height: 96px;
  object-fit: contain;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  ${media.mobile} {
    width: 72px;
    height: 72px;
  }
`;

/** The words beside it: name, price and what follows. */
export const ProductBody = styled.div`
  display: grid;
  align-content: start;
  gap: ${spacing.xs};
  min-width: 0;
`;

/** The product's name, a link to its page; long Somali names wrap anywhere. */
export const ProductName = styled.h3`
  margin: 0;
  font-size: ${font.size.md};
  overflow-wrap: anywhere;
  a {
    color: ${colors.text};
  }
`;
