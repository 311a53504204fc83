import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'shared-router';
import { getBus } from 'shared-events';
import { addToCart as sendToCart, wishlistChanged, wishlistClear, wishlistRemove, type WishlistChanged, type WishlistEntry } from 'shared-events/definitions';
import { Button, EmptyState, HeartIcon, Price, Spinner, cardSurfaceStyles, media, tokens } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { StackList } from 'shared-ui/page';
import { useT } from './messages';
import { usePageTitle } from 'shared-ui/tab-title';
import { AccountSubpage } from '../wallet/Subpage';
import { startWishlistService } from './service';
import { ProductBody, ProductName, ProductThumb } from '../products/productRow.styles';

const { colors, font, spacing } = tokens;

const productPath = (item: WishlistEntry) => `/product/${item.slug || `product-${item.product_id}`}`;

function useWishlist(): WishlistChanged | undefined {
  const [state, setState] = useState<WishlistChanged | undefined>(undefined);
  useEffect(() => {
    // The shell starts the owner at boot; a page opened first (or standalone) must not wait for it.
    const stop = startWishlistService();
    const sub = getBus().state(wishlistChanged).subscribe(setState);
    return () => {
      sub.unsubscribe();
      stop();
    };
  }, []);
  return state;
}

/** /wishlist (spec §2, §4 Wishlist): the saved products, Remove, Add to cart, Clear with a confirmation. */
export function WishlistPage() {
  const t = useT();
  usePageTitle(t('title:/wishlist'));
  const state = useWishlist();
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const bus = getBus();
  const toast = (kind: 'success' | 'error', message: string) => bus.emit('toast:show', { kind, message });

  async function remove(item: WishlistEntry) {
    const answer = await bus.send(wishlistRemove, { product_id: item.product_id });
    if (!answer.ok) toast('error', answer.message || t('wishlist.removeFailed', { name: item.name }));
  }

  const addToCart = (item: WishlistEntry) =>
    sendToCart(
      bus,
      { product_id: item.product_id, name: item.name, price: item.price, image: item.image, quantity: 1, slug: item.slug },
      { failed: (name) => t('wishlist.cartFailed', { name }), unavailable: t('wishlist.cartUnavailable') },
    );

  async function clear() {
    setConfirming(false);
    const answer = await bus.send(wishlistClear, {});
    if (answer.ok) toast('success', t('wishlist.cleared'));
    else toast('error', answer.message || t('wishlist.clearFailed'));
    heading.current?.focus();
  }

  const items = state?.items ?? [];
  const loading = !state || (!state.synced && items.length === 0);

  return (
    <AccountSubpage title={t('title:/wishlist')} intro={t('wishlist.intro')}>
      {loading ? (
        <Loading role="status">
          <Spinner size="md" /> {t('wishlist.loading')}
        </Loading>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={28} />}
          title={t('wishlist.empty')}
          text={t('wishlist.emptyText')}
          action={<BrowseLink to="/home">{t('wishlist.browse')}</BrowseLink>}
        />
      ) : (
        <Section aria-labelledby="wishlist-count">
          <Bar>
            <h2 id="wishlist-count" ref={heading} tabIndex={-1}>
              {t('wishlist.count', { count: items.length })}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {t('wishlist.clear')}
            </Button>
          </Bar>
          <StackList>
            {items.map((item) => (
              <Item key={String(item.product_id)} data-product-id={item.product_id}>
                <Link to={productPath(item)} tabIndex={-1} aria-hidden="true">
                  <ProductThumb src={item.image} alt="" width={96} height={96} loading="lazy" />
                </Link>
                <ProductBody>
                  <ProductName>
                    <Link to={productPath(item)}>{item.name}</Link>
                  </ProductName>
                  <Price value={item.price} />
                </ProductBody>
                <Actions>
                  <Button variant="primary" size="sm" aria-label={t('wishlist.addToCartLabel', { name: item.name })} onClick={() => void addToCart(item)}>
                    {t('wishlist.addToCart')}
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={t('wishlist.removeLabel', { name: item.name })} onClick={() => void remove(item)}>
                    {t('wishlist.remove')}
                  </Button>
                </Actions>
              </Item>
            ))}
          </StackList>
        </Section>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('wishlist.confirmTitle')}
        size="sm"
        initialFocusRef={keep}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={() => setConfirming(false)}>
              {t('wishlist.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void clear()}>
              {t('wishlist.confirm')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{t('wishlist.confirmText')}</p>
      </Modal>
    </AccountSubpage>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  color: ${colors.textMuted};
`;
const BrowseLink = styled(Link)`
  font-weight: ${font.weight.bold};
  color: ${colors.primary};
`;
const Section = styled.section`
  display: grid;
  gap: ${spacing.md};
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.md};
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
  }
`;
const Item = styled.li`
  ${cardSurfaceStyles}
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${spacing.md};
  padding: ${spacing.md};
  ${media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  ${media.mobile} {
    grid-column: 1 / -1;
    button {
      flex: 1 1 0;
    }
  }
`;
