import { NavLink } from 'shared-router';
import styled from 'styled-components';
import { tokens } from 'shared-ui';

/** A link of the header's navigation and of the mobile menu; the current page is underlined. */
export const NavItem = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${tokens.colors.text};
  text-decoration: none;
  font-weight: ${tokens.font.weight.medium};
  font-size: ${tokens.font.size.sm};
  white-space: nowrap;
  padding: 6px 2px;
  border-bottom: 2px solid transparent;
  & > svg {
    flex: none;
  }
  &:hover {
    color: ${tokens.colors.primary};
  }
  &.active {
    color: ${tokens.colors.primary};
    border-bottom-color: ${tokens.colors.primary};
  }
`;

/** Login/Register, Logout and the language switch act in place: they look like the other items but are buttons. */
export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 2px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${tokens.colors.text};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  font-size: ${tokens.font.size.sm};
  white-space: nowrap;
  text-decoration: none; /* as a link (the language switch without JavaScript) */
  cursor: pointer;
  & > svg {
    flex: none;
  }
  &:hover {
    color: ${tokens.colors.primary};
  }
`;

/**
 * The words of a header item that has an icon (cart, wishlist, account, login, language). On a
 * narrow desktop (a tablet, a small laptop) the header's items did not fit and the page scrolled
 * sideways: there only the icons show, and the words stay for screen readers.
 */
export const ItemText = styled.span`
  @media (min-width: 768px) and (max-width: 1279px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
