import { useState } from 'react';
import { Link } from 'shared-router';
import type { ProductDetail } from 'shared-api';
import { Badge, Rating, useLanguage } from 'shared-ui';
import { PriceBlock } from 'shared-ui/page';
import { addToCart } from '../product-card/actions';
import { useT as useCatalogueT } from '../messages';
import { productCategoryName } from '../categories/categoryNames';
import { DeliveryCard } from './delivery/DeliveryCard';
import { Gallery } from './Gallery';
import { ProductMedia } from './media/ProductMedia';
import { QuantitySelector } from './QuantitySelector';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { RelatedProducts } from './related/RelatedProducts';
import { ShareButton } from './share/ShareButton';
import { useT } from './texts';
import * as S from './ProductPage.styles';

/** The product page once the product is here: gallery, buying box, facts, description. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const t = useT();
  const lang = useLanguage();
  const category = productCategoryName(product, lang);
  const tc = useCatalogueT();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const inStock = !product.isOutOfStock && product.quantity > 0;
  const locations = product.stock.filter((s) => s.quantity > 0);

  async function onAdd() {
    setAdding(true);
    await addToCart(product, quantity);
    setAdding(false);
  }

  return (
    <>
      <S.Crumbs aria-label={t('product.breadcrumb')}>
        <Link to="/home">{t('product.home')}</Link>
        {' / '}
        <Link to={`/category/${product.category_slug}`}>{category}</Link>
      </S.Crumbs>
      <S.Layout aria-labelledby="product-title">
        <Gallery product={product} />
        <S.Info>
          <S.Category>{category}</S.Category>
          <S.Title id="product-title">{product.name}</S.Title>
          {product.name_so && product.name_so !== product.name && <S.NameSo lang="so">{product.name_so}</S.NameSo>}
          <S.RatingRow>
            <Rating value={product.rating} count={product.review_count} size="md" />
            <ShareButton product={product} />
          </S.RatingRow>
          <PriceBlock value={product.price} oldValue={product.oldPrice} size="lg" />
          <S.Stock $in={inStock} data-testid="stock-state">
            {inStock ? t('product.inStock', { count: product.quantity }) : t('product.outOfStock')}
          </S.Stock>
          {(product.isLiveStream || product.isHaadExpress || product.freeDelivery) && (
            <S.Row>
              {product.isLiveStream && <Badge tone="live" pulse />}
              {product.isHaadExpress && (
                <>
                  <Badge tone="express" />
                  <S.Express>{tc('card.sameDay')}</S.Express>
                </>
              )}
              {product.freeDelivery && <Badge tone="success">{t('product.freeDelivery')}</Badge>}
            </S.Row>
          )}
          <S.Buy>
            <QuantitySelector value={quantity} max={product.quantity} onChange={setQuantity} disabled={!inStock} />
            <WishlistHeart product={product} size={24} />
            <S.AddToCart size="lg" disabled={!inStock} loading={adding} onClick={onAdd}>
              {tc('card.addToCart')}
            </S.AddToCart>
          </S.Buy>
          {/* The server's page only (a browser with scripts never shows a noscript). */}
          <noscript>
            <S.BuyNeedsScripts>{t('product.buyNeedsScripts')}</S.BuyNeedsScripts>
          </noscript>
          <DeliveryCard productId={product.id} />
          <S.Facts>
            {product.brand && (
              <>
                <dt>{t('product.brand')}</dt>
                <dd>{product.brand}</dd>
              </>
            )}
            {product.origin && (
              <>
                <dt>{t('product.origin')}</dt>
                <dd>{product.origin}</dd>
              </>
            )}
            {product.seller_name && (
              <>
                <dt>{t('product.seller')}</dt>
                <dd>{product.seller_name}</dd>
              </>
            )}
            {locations.length > 0 && (
              <>
                <dt>{t('product.stockLocations')}</dt>
                <dd>
                  <ul>
                    {locations.map((s) => (
                      <li key={s.location.id}>{t('product.stockAt', { name: s.location.name, count: s.quantity })}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </S.Facts>
        </S.Info>
      </S.Layout>
      {(product.description || product.description_so) && (
        <S.Description aria-labelledby="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          {product.description && <p>{product.description}</p>}
          {product.description_so && product.description_so !== product.description && <p lang="so">{product.description_so}</p>}
        </S.Description>
      )}
      <ProductMedia product={product} />
      <S.Related>
        <RelatedProducts product={product} />
      </S.Related>
    </>
  );
}
