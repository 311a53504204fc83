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
  &:hover {
    color: ${tokens.colors.primary};
  }
  &.active {
    color: ${tokens.colors.primary};
    border-bottom-color: ${tokens.colors.primary};
  }
`;
