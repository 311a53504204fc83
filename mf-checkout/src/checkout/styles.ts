/** The pieces of layout the checkout and the confirmation share (cards, rows of money). */
import styled from 'styled-components';
import { Link } from 'shared-router';
import { cardSurfaceStyles, media, primaryLinkStyles, tokens } from 'shared-ui';

const { colors, font, spacing } = tokens;

export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.lg};
  color: ${colors.text};
  font-family: ${font.family};
  ${media.mobile} {
    padding: ${spacing.lg} ${spacing.md};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${spacing.xl};
  font-size: ${font.size.xxl};
  overflow-wrap: anywhere;
`;

/** Steps on the left, the summary on the right; on phones the summary follows the steps. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  gap: ${spacing.xl};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${spacing.lg};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing.lg};
  min-width: 0;
`;

export const Card = styled.section`
  ${cardSurfaceStyles}
  padding: ${spacing.lg};
  min-width: 0;
  ${media.mobile} {
    padding: ${spacing.md};
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${spacing.md};
  font-size: ${font.size.lg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

/** A label and an amount on one line ('Delivery fee  $2.50'), wrapping on narrow phones. */
export const MoneyRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${spacing.xs} ${spacing.md};
  padding: ${spacing.xs} 0;
  font-size: ${(p) => (p.$strong ? font.size.lg : font.size.md)};
  font-weight: ${(p) => (p.$strong ? font.weight.semibold : font.weight.regular)};
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  margin: 0 0 ${spacing.md};
  padding: 0;
  list-style: none;
`;

export const LineRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${spacing.xs} ${spacing.md};
  padding-bottom: ${spacing.sm};
  border-bottom: 1px solid ${colors.border};
  overflow-wrap: anywhere;
`;

export const Good = styled.span`
  color: ${colors.successText};
  font-weight: ${font.weight.semibold};
`;

export const Bad = styled.p`
  margin: ${spacing.xs} 0;
  color: ${colors.danger};
  font-weight: ${font.weight.semibold};
`;

export const PrimaryLink = styled(Link)`
  ${primaryLinkStyles}
`;

export const TextLink = styled(Link)`
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
`;
