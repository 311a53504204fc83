import { css } from 'styled-components';
import { tokens } from '../tokens';

const { colors, font, radii, spacing } = tokens;

/** A link (router Link or <a>) that looks like the primary Button: navigation, not an action. */
export const primaryLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${spacing.xl};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: ${font.weight.semibold};
  text-decoration: none;

  /* Stated for every state: the page's global a:hover and a:visited colours are more specific than a class. */
  &:hover,
  &:visited {
    color: ${colors.onPrimary};
  }
  &:hover {
    background: ${colors.primaryHover};
  }
`;
