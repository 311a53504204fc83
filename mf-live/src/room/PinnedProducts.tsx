import { useState, type FocusEvent } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { Button, Price, tokens, VisuallyHidden } from 'shared-ui';
import type { LiveProduct } from 'shared-api';
import { useT } from '../messages';
import { addToCart } from './cart';

const { colors, spacing, radii, font, media } = tokens;

const List = styled.ul`
  /* Holds the visually hidden texts inside (Price's 'was'): positioned against an ancestor outside
     the strip, they escaped its scrolling and widened the whole phone page. */
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  ${media.mobile} {
    /* A horizontal strip over the bottom of the video. */
    flex-direction: row;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: ${spacing.xxs};
    scrollbar-width: none;
  }
`;

const Item = styled.li`
  /* Holds the price's visually hidden 'was' text: without a positioned box inside the phone's
     scrolling strip it escaped the strip and widened the page past 390 px. */
  position: relative;
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${spacing.sm};
  align-items: center;
  padding: ${spacing.sm};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  ${media.mobile} {
    flex: 0 0 min(260px, 78%);
    scroll-snap-align: start;
    grid-template-columns: 56px 1fr;
    border: none;
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25);
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${radii.sm};
  background: ${colors.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing.xxs};
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${colors.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  line-height: ${font.lineHeight.snug};
  text-decoration: none;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  &:hover {
    text-decoration: underline;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.xs};
  flex-wrap: wrap;
`;

const Empty = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  ${media.mobile} {
    color: #fff;
  }
`;

/**
 * A card the keyboard moves into comes whole into the phone's strip, at a snap point. Chromium's
 * own scroll for the focus brought in the name's link, between two snap points, and the strip
 * snapped back: the next card's name and Add to Cart stayed off screen. Only for the keyboard:
 * under a finger the strip would move between the press and the release.
 */
function showWhole(event: FocusEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.matches(':focus-visible'))
    event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'start' });
}

function PinnedProduct({ product }: { product: LiveProduct }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    await addToCart(product);
    setAdding(false);
  };
  return (
    <Item data-testid="pinned-product" onFocus={showWhole}>
      <Link to={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
        <Thumb src={product.image} alt="" loading="lazy" width={64} height={64} />
      </Link>
      <Body>
        <Name to={`/product/${product.slug}`}>{product.name}</Name>
        <Row>
          <Price value={product.price} oldValue={product.old_price} size="sm" />
          <Button
            size="sm"
            onClick={add}
            loading={adding}
            disabled={!product.in_stock}
            aria-label={product.in_stock ? t('room.addToCartNamed', { name: product.name }) : undefined}
          >
            {product.in_stock ? t('room.addToCart') : t('room.outOfStock')}
          </Button>
        </Row>
      </Body>
    </Item>
  );
}

/** The products the seller pinned, in the seller's order; the feed keeps them current. */
export function PinnedProducts({ products }: { products: LiveProduct[] }) {
  const t = useT();
  return (
    <section aria-labelledby="live-products-title">
      <VisuallyHidden as="h2" id="live-products-title">
        {t('room.products')}
      </VisuallyHidden>
      {products.length === 0 ? (
        <Empty>{t('room.noProducts')}</Empty>
      ) : (
        <List>
          {products.map((p) => (
            <PinnedProduct key={p.product_id} product={p} />
          ))}
        </List>
      )}
    </section>
  );
}
