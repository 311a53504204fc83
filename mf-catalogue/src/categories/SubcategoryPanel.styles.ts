import { Link } from 'shared-router';
import styled from 'styled-components';
import { tokens } from 'shared-ui';

// The desktop category panel's styles: they arrive with the panel (SubcategoryPanel).
const { colors, spacing, radii, shadows, font, zIndex } = tokens;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${spacing.sm});
  left: 0;
  right: 0;
  z-index: ${zIndex.dropdown};
  display: grid;
  gap: ${spacing.lg};
  padding: ${spacing.xl};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.lg};

  /* Bridges the gap under the row, so moving the mouse down to the panel keeps it open. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 100%;
    height: ${spacing.sm};
  }
`;

export const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${spacing.md};

  h2 {
    margin: 0;
    font-size: ${font.size.lg};
  }
`;

export const Subcategories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing.xl};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

export const SubTitle = styled(Link)`
  display: block;
  margin-bottom: ${spacing.sm};
  color: ${colors.text};
  font-weight: ${font.weight.bold};
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export const TextLink = styled(Link)`
  color: ${colors.primary};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const PreviewList = styled.ul`
  list-style: none;
  margin: 0 0 ${spacing.sm};
  padding: 0;
  display: grid;
  gap: ${spacing.sm};
`;

/** Fixed height per line, so the column does not grow when the preview arrives. */
export const PreviewItem = styled(Link)`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: ${spacing.sm};
  align-items: center;
  min-height: 48px;
  color: ${colors.text};
  text-decoration: none;

  .thumb {
    display: block;
    width: 48px;
    height: 48px;
    border-radius: ${radii.sm};
    background: ${colors.surfaceMuted};
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .name {
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    font-size: ${font.size.sm};
  }
  strong {
    display: block;
    color: ${colors.price};
    font-size: ${font.size.sm};
  }
  &:hover .name {
    text-decoration: underline;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
