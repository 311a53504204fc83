import type { ReactNode } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { formatPrice, media, tokens } from 'shared-ui';
import { CardSkeletonItems, StillCardItems, stillRowHeight } from '../product-card/CardSkeleton';

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

/** The row's geometry, which RowWaiting also sizes itself by. */
const DESKTOP_COLUMNS = 4;
const DESKTOP_GAP = spacing.lg;
const PHONE_CARD = { share: 44, min: '148px', max: '200px' };

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
  gap: ${DESKTOP_GAP};
  grid-template-columns: repeat(${DESKTOP_COLUMNS}, minmax(0, 1fr));

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
      flex: 0 0 ${PHONE_CARD.share}%;
      min-width: ${PHONE_CARD.min};
      max-width: ${PHONE_CARD.max};
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
 * The waiting row's width, for its height below: the row spans its box (cqi), on phones too.
 * Without scripts nothing will build the row: rather than still cards that never fill, the row is
 * its products as links (RowLinks), its heading and its See all link (the section's own page,
 * drawn by the server).
 */
const RowBox = styled.div`
  container-type: inline-size;

  @media (scripting: none) {
    display: none;
  }
`;

/** A desktop card's width: the row's width shared by the columns, less the gaps between them. */
const desktopCard = `(100cqi - ${DESKTOP_COLUMNS - 1} * ${DESKTOP_GAP}) / ${DESKTOP_COLUMNS}`;
const phoneCard = `clamp(${PHONE_CARD.min}, ${PHONE_CARD.share}cqi, ${PHONE_CARD.max})`;

/**
 * The browser leaves a waiting row out of style, layout and paint while it is off screen
 * (content-visibility: auto), at the height its still cards will have (the intrinsic size is
 * the content's: the row's padding comes on top): on a desktop, its rows of four, each as tall as
 * its tallest card; on a phone, its one row, as tall as its tallest card. The rows waiting below
 * the first screen were about half of /home's rendering work while it loaded on a phone
 * (BENCHMARKS.md, sixth window), and each is replaced by its cards before it is seen (WhenNear).
 */
const WaitingList = styled(RowList)<{ $products: readonly ProductSummary[] }>`
  content-visibility: auto;
  contain-intrinsic-block-size: auto calc(${(p) => desktopRowsHeight(p.$products)});

  ${media.mobile} {
    contain-intrinsic-block-size: auto calc(${(p) => stillRowHeight(phoneCard, 'mobile', p.$products)});
  }
`;

/** The desktop grid's rows of still cards, each as tall as its tallest card, and the gaps between them. */
function desktopRowsHeight(products: readonly ProductSummary[]): string {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(products.length, 1); i += DESKTOP_COLUMNS)
    rows.push(stillRowHeight(desktopCard, 'desktop', products.slice(i, i + DESKTOP_COLUMNS)));
  return `${rows.join(' + ')} + ${rows.length - 1} * ${DESKTOP_GAP}`;
}

/**
 * A row's place before its cards are built: a still card for each product, as tall as its card
 * will be (nothing is loading there), one element each (the page has up to eight such rows). For
 * a browser that runs no scripts, which will never build the row, its products as links with
 * their prices (RowLinks), so /home shows every section's products without JavaScript.
 */
export function RowWaiting({ products }: { products: readonly ProductSummary[] }) {
  return (
    <>
      <RowBox>
        <WaitingList aria-hidden="true" $products={products}>
          <StillCardItems products={products} />
        </WaitingList>
      </RowBox>
      <RowLinks products={products} />
    </>
  );
}

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  column-gap: ${spacing.xl};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${spacing.sm};
    min-height: 44px;
    border-bottom: 1px solid ${colors.border};
  }
  a {
    color: ${colors.text};
    font-weight: ${font.weight.semibold};
    overflow-wrap: anywhere;
  }
  span {
    color: ${colors.price};
    font-weight: ${font.weight.bold};
    white-space: nowrap;
  }
`;

/**
 * The row's products as plain links, inside <noscript>: a browser that runs scripts never reads
 * them (it builds the cards instead), and React leaves a noscript's content to the server's HTML,
 * so the browser's bundle carries this code but never runs it.
 */
function RowLinks({ products }: { products: readonly ProductSummary[] }) {
  return (
    <noscript>
      <Links>
        {products.map((product) => (
          <li key={product.id}>
            <a href={`/product/${product.slug}`}>{product.name}</a>
            <span>{formatPrice(product.price)}</span>
          </li>
        ))}
      </Links>
    </noscript>
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
