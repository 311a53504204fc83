import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { PageHeader } from 'shared-ui/page-header';

const { colors, font, radii, spacing } = tokens;

// The live list's page: its heading, sections, grids and empty state.

/** The list's heading; its intro kept to a readable line. */
export const Hero = styled(PageHeader)`
  p {
    max-width: 60ch;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${spacing.lg};
  min-width: 0;
  h2 {
    display: flex;
    align-items: center;
    gap: ${spacing.sm};
    margin: 0;
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
  }
`;

/** Live cards: two a row on a desktop (big pictures sell), one on a phone. */
export const LiveGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    gap: ${spacing.lg};
  }
`;

export const UpcomingGrid = styled(LiveGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${spacing.lg};
`;

export const Empty = styled.div`
  display: grid;
  gap: ${spacing.xs};
  padding: ${spacing.xl};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  text-align: center;
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
  ${media.mobile} {
    padding: ${spacing.lg};
  }
  p:first-child {
    color: ${colors.text};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.semibold};
  }
`;

// The cards on the page: cardStyles.ts.
export * from './cardStyles';
