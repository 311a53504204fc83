import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared-router';
import styled from 'styled-components';
import { CartIcon, EmptyState, Spinner, primaryLinkStyles, tokens } from 'shared-ui';
import { usePageTitle } from 'shared-ui/tab-title';
import { CountedTitle, PageContainer as Page, TitleCount as Count } from 'shared-ui/page';
import { useBusState, type CartLine } from 'shared-events';
import { useT } from '../messages';
import { CardList, Layout } from '../page/layout';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { ClearCartDialog } from './ClearCartDialog';
import { useCartCommands } from './useCartCommands';
import { lineKey } from '../checkout/lines';
import { useElementsByKey } from 'shared-ui/elements-by-key';

const { spacing } = tokens;

const Title = styled(CountedTitle)`
  margin: 0 0 ${spacing.xl};
`;
const ShopLink = styled(Link)`
  ${primaryLinkStyles}
`;

const keyOf = (line: CartLine) => lineKey(line.id, line.variant_id);

/**
 * What the focus waits for after a remove or a clear, whose button goes with what it removed:
 * the line (`key`) gone from the cart, then the remove button now at its place (`at`: the next
 * line's, else the last one's); or, after a clear (`key` null), the empty cart.
 */
type FocusNext = { key: string | null; at: number } | null;

/** /cart: reads the cart from cart:changed and changes it only through cart:* commands. */
export function CartPage() {
  const t = useT();
  usePageTitle(t('title'));
  const cart = useBusState('cart:changed');
  const commands = useCartCommands();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const removeButtons = useElementsByKey<string, HTMLButtonElement>();
  const emptyRef = useRef<HTMLSpanElement>(null);
  const [focusNext, setFocusNext] = useState<FocusNext>(null);

  // Focus after React's commit, once cart:changed no longer has what was removed. A keyboard or
  // screen reader user goes on from the next line's remove button, not from the top of the page.
  useEffect(() => {
    if (!focusNext || !cart) return;
    if (focusNext.key === null ? cart.lines.length > 0 : cart.lines.some((l) => keyOf(l) === focusNext.key)) return;
    const line = cart.lines[Math.min(focusNext.at, cart.lines.length - 1)];
    (line ? removeButtons.get(keyOf(line)) : emptyRef.current)?.focus();
    setFocusNext(null);
  }, [cart, focusNext, removeButtons]);
  // A refused remove or clear changes nothing: its button stays, and so does the focus.
  const stopWaiting = (key: string | null) => () => setFocusNext((f) => (f?.key === key ? null : f));

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
          title={
            <span ref={emptyRef} tabIndex={-1}>
              {t('empty')}
            </span>
          }
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
          {cart.lines.map((line, at) => (
            <CartLineItem
              key={keyOf(line)}
              line={line}
              onIncrease={() => commands.increase(line)}
              onDecrease={() => commands.decrease(line)}
              onRemove={() => {
                setFocusNext({ key: keyOf(line), at });
                commands.remove(line, stopWaiting(keyOf(line)));
              }}
              removeRef={removeButtons.ref(keyOf(line))}
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
          setFocusNext({ key: null, at: 0 });
          commands.clear(stopWaiting(null));
        }}
      />
    </Page>
  );
}
