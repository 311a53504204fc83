import { Link } from 'shared-router';
import styled from 'styled-components';
import { BRAND, tokens } from 'shared-ui';

const Mark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.spacing.sm};
  text-decoration: none;
  color: ${tokens.colors.primary};
  font-weight: ${tokens.font.weight.bold};
  font-size: ${tokens.font.size.xxl};
  letter-spacing: -0.02em;
  flex-shrink: 0;
`;
const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.primary};
  color: ${tokens.colors.accent};
  font-size: 22px;
  /* The letter is drawn, not written: the link's name and its visible words are both 'suuq'. */
  &::before {
    content: '${BRAND.name.charAt(0)}';
  }
`;

/**
 * Text and a drawn mark: nothing to download, so the logo can never fail to load. Its name says
 * where it goes and starts with the word it shows (voice control: "click suuq").
 */
export function Logo() {
  return (
    <Mark to="/home" aria-label={`${BRAND.name} home`}>
      <Badge aria-hidden="true" />
      <span>{BRAND.name.toLowerCase()}</span>
    </Mark>
  );
}
