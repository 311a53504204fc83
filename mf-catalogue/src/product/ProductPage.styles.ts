import styled from 'styled-components';
import { Button, media, tokens } from 'shared-ui';
import { retryNeedsScripts } from '../feedback/retryNeedsScripts';

export { Crumbs, Info, Layout, Page } from './ProductFrame.styles';

const { colors, spacing, radii, font } = tokens;

export const Category = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${font.size.xxl};
  font-weight: ${font.weight.bold};

  ${media.mobile} {
    font-size: ${font.size.xl};
  }
`;

export const NameSo = styled.p`
  margin: -${spacing.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${font.size.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm};
`;

/** The rating, with Share at the row's end (under it, where the row is too narrow for both). */
export const RatingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
`;

export const Stock = styled.p<{ $in: boolean }>`
  margin: 0;
  font-weight: ${font.weight.semibold};
  color: ${(p) => (p.$in ? colors.successText : colors.danger)};
`;

export const Express = styled.span`
  font-size: ${font.size.sm};
  color: ${colors.successText};
  font-weight: ${font.weight.medium};
`;

export const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.md};
  padding-top: ${spacing.sm};
  /* Quantity, heart and Add to Cart are script (the browser keeps the cart, and the login the
     wishlist needs): without scripts they would do nothing, and BuyNeedsScripts (in a <noscript>)
     says so instead. */
  @media (scripting: none) {
    display: none;
  }
`;

export const BuyNeedsScripts = styled.p`
  margin: 0;
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  font-size: ${font.size.sm};
`;

/**
 * Add to Cart takes the room the quantity and the heart leave, never less than its label on one
 * line: where that room is short (a phone, the narrow column of a tablet) it goes on a line of
 * its own under them, full width (after them in the page too, so focus goes in the order it is seen).
 */
export const AddToCart = styled(Button)`
  flex: 1 0 max-content;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${spacing.xs} ${spacing.lg};
  margin: 0;
  padding-top: ${spacing.md};
  border-top: 1px solid ${colors.border};
  font-size: ${font.size.sm};

  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Description = styled.section`
  margin-top: ${spacing.xl};
  padding: ${spacing.xl};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  h2 {
    font-size: ${font.size.lg};
    margin: 0 0 ${spacing.sm};
  }
  p {
    margin: 0;
    white-space: pre-line;
    line-height: ${font.lineHeight.normal};
  }
  p + p {
    margin-top: ${spacing.md};
    color: ${colors.textMuted};
  }

  ${media.mobile} {
    margin-top: ${spacing.lg};
    padding: ${spacing.lg};
  }
`;

export const ErrorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${spacing.lg};

  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
  ${retryNeedsScripts}
`;

/** The related products' row: as far from the description above it as the description is from the details. */
export const Related = styled.div`
  margin-top: ${spacing.xl};
  ${media.mobile} {
    margin-top: ${spacing.lg};
  }
`;
