import { useState } from 'react';
import { Link, useNavigate } from 'shared-router';
import styled from 'styled-components';
import { CartIcon, EmptyState, Spinner, primaryLinkStyles, tokens } from 'shared-ui';
import { usePageTitle } from 'shared-ui/tab-title';
import { CountedTitle, PageContainer as Page, TitleCount as Count } from 'shared-ui/page';
import { useBusState } from 'shared-events';
import { useT } from '../messages';
import { CardList, Layout } from '../page/layout';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { ClearCartDialog } from './ClearCartDialog';
import { useCartCommands } from './useCartCommands';

const { spacing } = tokens;

const Title = styled(CountedTitle)`
  margin: 0 0 ${spacing.xl};
`;
const ShopLink = styled(Link)`
  ${primaryLinkStyles}
`;

/** /cart: reads the cart from cart:changed and changes it only through cart:* commands. */
export function CartPage() {
  const t = useT();
  usePageTitle(t('title'));
  const cart = useBusState('cart:changed');
  const commands = useCartCommands();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (!cart) {
    return (
      <Page>
        <Spinner center size="lg" label={t('loading')} />
      </Page>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <Page>
        <Title>{t('title')}</Title>
        <EmptyState
          icon={<CartIcon size={28} />}
          title={t('empty')}
          text={t('emptyHint')}
          action={<ShopLink to="/home">{t('continueShopping')}</ShopLink>}
        />
      </Page>
    );
  }

  return (
    <Page>
      <Title>
        {t('title')} <Count>({t('lines', { count: cart.count })})</Count>
      </Title>
      <Layout>
        <CardList aria-label={t('title')}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={`${String(line.id)}|${String(line.variant_id ?? '')}`}
              line={line}
              onIncrease={() => commands.increase(line)}
              onDecrease={() => commands.decrease(line)}
              onRemove={() => commands.remove(line)}
            />
          ))}
        </CardList>
        <CartSummary subtotal={cart.subtotal} onCheckout={() => navigate('/checkout')} onClear={() => setConfirming(true)} />
      </Layout>
      <ClearCartDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          commands.clear();
        }}
      />
    </Page>
  );
}
