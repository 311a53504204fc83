import styled from 'styled-components';
import { Link } from 'shared-router';
import type { AdvisorSuggestion } from 'shared-api';
import { getBus } from 'shared-events';
import { addToCart as sendToCart } from 'shared-events/definitions/add-to-cart';
import { Button, Rating, cardSurfaceStyles, media, tokens } from 'shared-ui';
import { PriceBlock } from 'shared-ui/page';
import { useT } from './messages';
import { useT as useWishlistT } from '../wishlist/messages';
import { ProductBody, ProductName, ProductThumb } from '../products/productRow.styles';

const { colors, font, spacing } = tokens;

type Product = AdvisorSuggestion['product'];
const productPath = (p: Product) => `/product/${p.slug || `product-${p.id}`}`;

/** The suggestions as cards: image, name to the product page, price, the reasons, Add to cart. */
export function Suggestions({ suggestions }: { suggestions: AdvisorSuggestion[] }) {
  const t = useT();
  const wishlistT = useWishlistT();
  const addToCart = (p: Product) =>
    sendToCart(
      getBus(),
      { product_id: p.id, name: p.name, price: p.price, image: p.imageUrl, quantity: 1, slug: p.slug, freeDelivery: p.freeDelivery, ...(p.seller_id ? { seller_id: p.seller_id } : {}) },
      { failed: (name) => wishlistT('wishlist.cartFailed', { name }), unavailable: wishlistT('wishlist.cartUnavailable') },
    );

  return (
    <Cards>
      {suggestions.map(({ product: p, reasons }) => (
        <Card key={p.id} data-product-id={p.id}>
          <Link to={productPath(p)} tabIndex={-1} aria-hidden="true">
            <ProductThumb src={p.imageUrl} alt="" width={120} height={120} loading="lazy" />
          </Link>
          <ProductBody>
            <ProductName>
              <Link to={productPath(p)}>{p.name}</Link>
            </ProductName>
            <PriceBlock value={p.price}>
              {p.review_count > 0 && <Rating value={p.rating} count={p.review_count} size="sm" />}
            </PriceBlock>
            <Why>{t('advisor.why')}</Why>
            <Reasons data-testid="advisor-reasons">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Reasons>
          </ProductBody>
          <Actions>
            {p.isOutOfStock ? (
              <OutOfStock>{t('advisor.outOfStock')}</OutOfStock>
            ) : (
              <Button variant="primary" size="sm" aria-label={wishlistT('wishlist.addToCartLabel', { name: p.name })} onClick={() => void addToCart(p)}>
                {wishlistT('wishlist.addToCart')}
              </Button>
            )}
          </Actions>
        </Card>
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${spacing.md};
`;
const Card = styled.li`
  ${cardSurfaceStyles}
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  grid-template-rows: 1fr auto;
  gap: ${spacing.sm} ${spacing.md};
  padding: ${spacing.md};
  ${media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
  }
`;
const Why = styled.p`
  margin: ${spacing.xs} 0 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.textMuted};
`;
const Reasons = styled.ul`
  margin: 0;
  padding-left: ${spacing.lg};
  font-size: ${font.size.sm};
  overflow-wrap: anywhere;
  li + li {
    margin-top: ${spacing.xxs};
  }
`;
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  button {
    ${media.mobile} {
      flex: 1 1 auto;
    }
  }
`;
const OutOfStock = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: ${font.weight.semibold};
`;
