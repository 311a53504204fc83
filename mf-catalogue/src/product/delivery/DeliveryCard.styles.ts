import styled from 'styled-components';
import { Button, media, tokens } from 'shared-ui';
import { landsBelowHeader } from '../../listing/belowHeader';

const { colors, spacing, radii, font } = tokens;

export const Card = styled.section`
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
`;

/** Where the pickers' form lands when sent without scripts (#delivery-title). */
export const Heading = styled.h2`
  ${landsBelowHeader}
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.semibold};
  color: ${colors.text};
`;

/** Side by side while each select keeps room for names like 'Shabeellaha Hoose'; stacked on phones. */
export const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${spacing.sm};

  /* Without scripts its noscript is a cell: the button at the cell's foot, level with the selects. */
  & > noscript {
    display: grid;
    align-items: end;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The pickers' button without scripts, as tall as a select. */
export const Show = styled(Button).attrs({ variant: 'secondary', size: 'sm' })`
  min-height: 40px;
`;

export const Field = styled.label`
  display: grid;
  gap: ${spacing.xxs};
  font-size: ${font.size.xs};
  color: ${colors.textMuted};

  select {
    width: 100%;
    min-height: 40px;
    padding: ${spacing.xs} ${spacing.sm};
    font: inherit;
    font-size: ${font.size.sm};
    color: ${colors.text};
    background: ${colors.surface};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.sm};
  }
  select:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

/** The facts keep one height while loading, failing or shown, so the page does not jump. */
export const Body = styled.div`
  display: grid;
  gap: ${spacing.sm};
  min-height: 96px;
  align-content: start;
  font-size: ${font.size.sm};
  color: ${colors.text};
`;

export const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.xs} ${spacing.sm};
  margin: 0;
`;

export const Label = styled.span`
  color: ${colors.textMuted};
`;

export const Fee = styled.strong`
  font-size: ${font.size.lg};
  color: ${colors.text};
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${font.size.xs};
  color: ${colors.textMuted};
`;

export const SameDay = styled.span`
  color: ${colors.successText};
  font-weight: ${font.weight.semibold};
`;

export const Options = styled.ul`
  display: grid;
  gap: ${spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${font.size.xs};
  color: ${colors.textMuted};
`;
