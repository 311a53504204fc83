import { useState } from 'react';
import type { ProductSummary } from 'shared-api';
import { Badge, Button, PercentOff, Rating, useLanguage } from 'shared-ui';
import { useT } from '../messages';
import { productCategoryName } from '../categories/categoryNames';
import { addToCart } from './actions';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { ProductImage } from './ProductImage';
import { optionalLines } from './cardLines';
import { CardVideo } from './CardVideo';
import * as S from './ProductCard.styles';

interface Props {
  product: ProductSummary;
  /** The first cards of a page load their image at once. */
  eager?: boolean;
  /**
   * The name's heading level: h3 under a row's own h2 (home, related products), h2 in a listing's
   * grid, which stands right under the page's h1 (a skipped level misleads a screen reader's
   * list of headings: WCAG 1.3.1, axe's heading-order).
   */
  heading?: 'h2' | 'h3';
}

/** The product card of spec §2: the whole card opens the product; its buttons act on their own. */
export function ProductCard({ product, eager = false, heading = 'h3' }: Props) {
  const t = useT();
  const lang = useLanguage();
  const [adding, setAdding] = useState(false);
  const href = `/product/${product.slug}`;
  const nameId = `product-card-${product.id}-name`;
  const lines = optionalLines(product);

  async function onAdd() {
    setAdding(true);
    await addToCart(product);
    setAdding(false);
  }

  return (
    <S.Card aria-labelledby={nameId} data-product-id={product.id} data-out-of-stock={product.isOutOfStock || undefined}>
      <S.Media>
        <ProductImage productId={product.id} src={product.imageUrl} alt={product.name} eager={eager} />
        {product.has_videos && <CardVideo productId={product.id} name={product.name} />}
        <S.Badges>
          {product.isLiveStream && <Badge tone="live" pulse />}
          {product.has_leaflets && <Badge tone="info">{t('card.leaflet')}</Badge>}
          <PercentOff value={product.price} oldValue={product.oldPrice} />
        </S.Badges>
        <S.Heart>
          <WishlistHeart product={product} />
        </S.Heart>
        {product.isOutOfStock && (
          <S.OutOfStock data-testid="out-of-stock-overlay">
            <span>{t('card.outOfStock')}</span>
          </S.OutOfStock>
        )}
      </S.Media>

      <S.Body>
        <S.Category>{productCategoryName(product, lang)}</S.Category>
        <S.Name as={heading} id={nameId}>
          <S.CardLink to={href}>{product.name}</S.CardLink>
        </S.Name>
        {lines.somaliName && <S.NameSo lang="so">{product.name_so}</S.NameSo>}
        <Rating value={product.rating} count={product.review_count} size="sm" />
        <S.CardPrice value={product.price} oldValue={lines.oldPrice ? product.oldPrice : null} />
        {lines.express && (
          <S.Express>
            <Badge tone="express" />
            <span>{t('card.sameDay')}</span>
          </S.Express>
        )}
        <S.Action>
          <Button
            variant="primary"
            fullWidth
            disabled={product.isOutOfStock}
            loading={adding}
            aria-describedby={nameId}
            onClick={onAdd}
          >
            {t('card.addToCart')}
          </Button>
        </S.Action>
      </S.Body>
    </S.Card>
  );
}
