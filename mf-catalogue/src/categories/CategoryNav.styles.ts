import styled from 'styled-components';
import { tokens } from 'shared-ui';

const { colors, spacing, radii, font } = tokens;

export const Nav = styled.nav`
  position: relative;
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing.xs};
`;

export const Scroller = styled.div`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * Room around the pills inside their scrolling row, which would clip their focus rings; the
 * skeleton's pills have it too (CategoryNav), so the row keeps its height when the pills come.
 */
export const PILL_ROW_PADDING = spacing.xxs;

export const MainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${PILL_ROW_PADDING};
  display: flex;
  gap: ${spacing.sm};
  width: max-content;
`;

/** A main category: a pill the shopper hovers, focuses or opens with the keyboard. */
export const MainButton = styled.button`
  min-height: 44px;
  padding: 0 ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
    color: ${colors.primaryActive};
  }
`;
