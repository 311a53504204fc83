import styled, { css } from 'styled-components';
import { tokens } from 'shared-ui';

const { colors, spacing, radii, font, shadows, zIndex } = tokens;

export const Root = styled.div`
  position: relative;
  flex: 1;
  width: 100%;
  max-width: 600px; /* spec §9: desktop search max width */
`;

export const Form = styled.form`
  display: flex;
  align-items: center;
  border: 1.5px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  padding: 0 4px 0 ${spacing.lg};
  &:focus-within {
    border-color: ${colors.primary};
    background: ${colors.surface};
  }
`;

export const Input = styled.input`
  flex: 1;
  border: 0;
  background: transparent;
  font: inherit;
  color: ${colors.text};
  padding: 10px 0;
  min-width: 0;
  /* No natural width (an input's is about 20 characters): the form's flex decides it. */
  width: 0;
  outline: none;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const Go = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radii.circle};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${shadows.focus};
  }
`;

// At least 360 px (a phone's width at most): beside the desktop header's links the box is about
// 270 px, where similar names ('Shea Butter Cre…', 'Shea Butter Soa…') could not be told apart.
export const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  width: max(100%, min(360px, 90vw));
  z-index: ${zIndex.dropdown};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};
  padding: ${spacing.xs} 0;
  max-height: min(70vh, 520px);
  overflow-y: auto;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const GroupLabel = styled.li`
  padding: ${spacing.sm} ${spacing.lg} ${spacing.xs};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  color: ${colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${spacing.md};
  min-height: 44px;
  padding: ${spacing.xs} ${spacing.lg};
  cursor: pointer;
  color: ${colors.text};
  ${(p) =>
    p.$active &&
    css`
      background: ${colors.primarySoft};
    `}
  &:hover {
    background: ${colors.primarySoft};
  }
`;

export const Thumb = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${radii.sm};
  background: ${colors.surfaceMuted};
`;

export const Recent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.sm};
  svg {
    color: ${colors.textSubtle};
  }
`;

export const Text = styled.span`
  display: grid;
  min-width: 0;
  flex: 1;
`;

export const Name = styled.span`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Category = styled.span`
  font-size: ${font.size.xs};
  color: ${colors.textMuted};
`;

export const Price = styled.span`
  flex: none;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.price};
`;

export const ViewAll = styled.span`
  font-weight: ${font.weight.semibold};
  color: ${colors.primary};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${spacing.md} ${spacing.lg};
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
`;
