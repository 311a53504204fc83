/** The pieces of layout the checkout and the confirmation share (cards, rows of money). */
import styled from 'styled-components';
import { Link } from 'shared-router';
import { cardSurfaceStyles, media, primaryLinkStyles, tokens } from 'shared-ui';
import { MutedText, PageContainer, SummaryRow } from 'shared-ui/page';

const { colors, font, spacing } = tokens;

export const Page = PageContainer;

export const Title = styled.h1`
  margin: 0 0 ${spacing.xl};
  font-size: ${font.size.xxl};
  overflow-wrap: anywhere;
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

export const Muted = MutedText;

/** A label and an amount on one line ('Delivery fee  $2.50'), wrapping on narrow phones. */
export const MoneyRow = styled(SummaryRow)`
  padding: ${spacing.xs} 0;
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
