import styled from 'styled-components';
import { media, tokens } from '../tokens';

const { colors, font, spacing } = tokens;

/** How wide a page's content may grow: a list or a checkout (wide), one form (narrow). */
export type PageWidth = 'wide' | 'narrow';
const WIDTHS: Record<PageWidth, string> = { wide: '1200px', narrow: '760px' };

/**
 * The centred frame of a remote's page (cart, checkout, an address book): its width, its
 * padding (tighter on phones) and the shop's text colour and font.
 */
export const PageContainer = styled.div<{ $width?: PageWidth }>`
  max-width: ${(p) => WIDTHS[p.$width ?? 'wide']};
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.lg};
  color: ${colors.text};
  font-family: ${font.family};
  ${media.mobile} {
    padding: ${spacing.lg} ${spacing.md};
  }
`;
