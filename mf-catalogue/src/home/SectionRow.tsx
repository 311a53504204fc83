import type { ReactNode } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { media, tokens } from 'shared-ui';
import { CardSkeletonItems } from '../product-card/CardSkeleton';

const { colors, spacing, font } = tokens;

const Section = styled.section`
  display: grid;
  gap: ${spacing.md};
`;

const Header = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${spacing.md};

  h2 {
    margin: 0;
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
    ${media.mobile} {
      font-size: ${font.size.lg};
    }
  }
`;

const SeeAll = styled(Link)`
  flex: none;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.primary};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * A homepage row: one horizontal swipe on phones (the next card peeks out, so people know to
 * swipe), a four-column grid on desktop (8 products fill two rows). Its own unstyled list rather
 * than shared-ui's PlainList: the entry's module on /home's first chunk outweighs its three lines.
 */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${spacing.lg};
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.mobile} {
    display: flex;
    gap: ${spacing.sm};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${spacing.lg};
    margin-inline: -${spacing.lg};
    padding: ${spacing.xs} ${spacing.lg} ${spacing.sm};
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }

    & > li {
      flex: 0 0 44%;
      min-width: 148px;
      max-width: 200px;
      scroll-snap-align: start;
    }
  }
`;

/** A row of card skeletons in the row's own grid: the height of a row of that many cards. */
export function SkeletonRow({ cards }: { cards: number }) {
  return (
    <RowList>
      <CardSkeletonItems count={cards} />
    </RowList>
  );
}

/**
 * A row's place before its cards are built: its skeleton cards, still (nothing is loading
 * there), one element each (the page has up to eight such rows).
 */
export function RowWaiting({ cards }: { cards: number }) {
  return (
    <RowList aria-hidden="true">
      <CardSkeletonItems count={cards} still />
    </RowList>
  );
}

interface Props {
  id: string;
  title: string;
  seeAll?: { to: string; text: string; label: string };
  children: ReactNode;
  busy?: boolean;
}

export function SectionRow({ id, title, seeAll, children, busy }: Props) {
  const headingId = `home-section-${id}`;
  return (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined} data-section={id}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {seeAll && (
          <SeeAll to={seeAll.to} aria-label={seeAll.label}>
            {seeAll.text} →
          </SeeAll>
        )}
      </Header>
      {children}
    </Section>
  );
}
