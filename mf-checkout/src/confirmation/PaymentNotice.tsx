// How the order is paid, on the confirmation: the mobile money prompt's state, and the payment's line.
import { useEffect, useRef, useState } from 'react';
import { MOBILE_MONEY_NAMES, type Order } from 'shared-api';
import { SpinnerGlyph, formatPrice, tokens } from 'shared-ui';
import { Notice as PageNotice } from 'shared-ui/page';
import styled from 'styled-components';
import { useT } from '../messages';
import { Muted, PrimaryLink } from '../checkout/styles';

const { colors, font, spacing } = tokens;

const Notice = styled(PageNotice).attrs({ $size: 'lg' })`
  margin-bottom: ${spacing.xl};
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
    color: ${colors.text};
  }
`;

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
          <PrimaryLink to="/cart">{t('oc:backToCart')}</PrimaryLink>
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
