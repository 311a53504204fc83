// How the order is paid, on the confirmation: the mobile money prompt's state, and the payment's line.
import { useEffect, useRef, useState } from 'react';
import { MOBILE_MONEY_NAMES, type Order } from 'shared-api';
import { getBus } from 'shared-events';
import { addToCart } from 'shared-events/definitions/add-to-cart';
import { useNavigate } from 'shared-router';
import { Button, SpinnerGlyph, formatPrice, tokens } from 'shared-ui';
import { Notice as PageNotice } from 'shared-ui/page';
import styled from 'styled-components';
import { useT } from '../messages';
import { Muted } from '../checkout/styles';

const { colors, font, spacing } = tokens;

const Notice = styled(PageNotice).attrs({ $size: 'lg' })`
  margin-bottom: ${spacing.xl};
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
    color: ${colors.text};
  }
`;

/**
 * The declined order's lines back in the cart, as they were ordered (today's price is the
 * checkout's to ask again), then the cart: the order emptied it once it existed, and a shopper
 * whose phone said no should not have to find each product again. Each line through the cart
 * team's addToCart, so the cart says what it took or refused.
 */
function PutBack({ order }: { order: Order }) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function putBack() {
    setBusy(true);
    const bus = getBus();
    const texts = { failed: (name: string) => t('oc:putBackFailed', { name }), unavailable: t('updateFailed') };
    for (const shipment of order.shipments) {
      const from = shipment.stock_location;
      for (const line of shipment.lines) {
        const { product_id, name, price, quantity, slug, variant_id } = line;
        await addToCart(bus, { product_id, name, price, quantity, slug, variant_id, stock_location_id: from.id, seller_id: from.seller_id, seller_name: shipment.seller_name }, texts);
      }
    }
    navigate('/cart');
  }
  return (
    <Button loading={busy} disabled={busy} onClick={() => void putBack()}>
      {t('oc:putBack')}
    </Button>
  );
}

const providerOf = (order: Order) => (order.payment_provider ? MOBILE_MONEY_NAMES[order.payment_provider] : '');

/**
 * A mobile money order: waiting while the prompt is on the phone (the page asks again by itself),
 * then paid, or declined (the server then cancelled the order). In a live region; the answer takes
 * the focus.
 */
export function PaymentNotice({ order }: { order: Order }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const status = order.payment_status;
  const settled = status === 'paid' || status === 'failed';
  const [waited, setWaited] = useState(status === 'pending');
  useEffect(() => {
    if (status === 'pending') setWaited(true);
    else if (waited && settled) ref.current?.focus();
  }, [status, waited, settled]);
  let content = null;
  if (status === 'pending') {
    content = (
      <Notice $tone="info" data-testid="payment-notice">
        <SpinnerGlyph size={24} />
        <h2>{t('oc:payWaiting', { total: order.formatted_total, provider: providerOf(order) })}</h2>
        <p>{t('oc:payWaitingHint')}</p>
      </Notice>
    );
  } else if (status === 'failed') {
    content = (
      <Notice $tone="danger" ref={ref} tabIndex={-1} data-testid="payment-notice">
        <h2>{t('oc:payFailed')}</h2>
        <p>{t('oc:payFailedHint')}</p>
        <div>
          <PutBack order={order} />
        </div>
      </Notice>
    );
  } else if (status === 'paid') {
    content = (
      <Notice $tone="success" ref={ref} tabIndex={-1} data-testid="payment-notice">
        <h2>{t('oc:payPaid', { total: order.formatted_total, provider: providerOf(order) })}</h2>
      </Notice>
    );
  }
  return <div aria-live="polite">{content}</div>;
}

export function PaymentText({ order }: { order: Order }) {
  const t = useT();
  if (order.payment_method === 'wallet') {
    return (
      <>
        <Muted>{t('oc:payWallet', { total: order.formatted_total })}</Muted>
        {order.points_value_used > 0 && <Muted>{t('oc:payPoints', { value: formatPrice(order.points_value_used) })}</Muted>}
      </>
    );
  }
  if (order.payment_method === 'mobile_money') {
    return <Muted>{t('oc:payMomo', { provider: providerOf(order), phone: order.payment_phone ?? '' })}</Muted>;
  }
  return <Muted>{t('oc:payCash', { total: order.formatted_total })}</Muted>;
}
