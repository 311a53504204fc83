import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'shared-router';
import { getBus } from 'shared-events';
import type { Order } from 'shared-api';
import { Button, EmptyState, ErrorState, Spinner, formatDateTime, formatPrice, tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import { PaymentNotice, PaymentText } from './PaymentNotice';
import { usePageTitle } from 'shared-ui/tab-title';
import { Card, CardTitle, Column, Good, MoneyRow, Muted, Page, PrimaryLink, TextLink, Title } from '../checkout/styles';
import { ShipmentLines } from '../checkout/ShipmentLines';
import { CardList, Layout } from '../page/layout';
import { orderIdOf, useOrder } from './useOrder';
import { useSession } from './useSession';
import { useDeliveryTime } from 'shared-ui/delivery-time';

const { colors, font, radii, spacing } = tokens;

const Banner = styled.div<{ $failed?: boolean }>`
  margin-bottom: ${spacing.xl};
  padding: ${spacing.lg};
  border-radius: ${radii.lg};
  background: ${(p) => (p.$failed ? colors.surface : colors.successSoft)};
  color: ${(p) => (p.$failed ? colors.textMuted : colors.successText)};
  border: ${(p) => (p.$failed ? `1px solid ${colors.border}` : '0')};
  /* Focused by the page on arrival (for screen readers); the ring only for keyboard users. */
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &:focus:not(:focus-visible) {
    outline: none;
  }
  h1 {
    margin: 0 0 ${spacing.xs};
    font-size: ${font.size.xxl};
    color: ${colors.text};
  }
  p {
    margin: 0;
  }
`;
const OrderNumber = styled.strong`
  font-family: ${font.familyMono};
  font-size: ${font.size.xl};
  color: ${colors.text};
`;
const Shipment = styled.li`
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  h3 {
    margin: 0 0 ${spacing.sm};
    font-size: ${font.size.md};
    overflow-wrap: anywhere;
  }
`;
const Steps = styled.ol`
  margin: 0;
  padding-left: ${spacing.xl};
  li + li {
    margin-top: ${spacing.xs};
  }
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.md} ${spacing.lg};
  margin-top: ${spacing.md};
`;
const Dl = styled.dl`
  margin: 0;
  & > div:last-child {
    margin-top: ${spacing.xs};
    padding-top: ${spacing.sm};
    border-top: 1px solid ${colors.border};
  }
`;

function addressText(a: Order['address']): string {
  return [a.details, a.district, a.city, a.region, a.country].filter((part) => part && part.trim()).join(', ');
}

function OrderView({ order }: { order: Order }) {
  const t = useT();
  const timeIn = useDeliveryTime();
  const banner = useRef<HTMLDivElement>(null);
  // The page changed under the shopper's tap: say where they are now.
  useEffect(() => banner.current?.focus(), []);
  const momo = order.payment_method === 'mobile_money';
  // Declined: the server cancelled the order, so there is no 'what happens next'.
  const failed = momo && order.payment_status === 'failed';
  return (
    <>
      {momo && <PaymentNotice order={order} />}
      <Banner ref={banner} tabIndex={-1} $failed={failed}>
        <h1>{failed ? t('oc:payFailedTitle') : t('oc:thanks')}</h1>
        <p>
          {t('oc:number')}: <OrderNumber>{order.order_number}</OrderNumber>
        </p>
        <p>{t('oc:placedAt', { date: formatDateTime(order.created_at) })}</p>
      </Banner>
      <Layout>
        <Column>
          <Card aria-labelledby="oc-shipments">
            <CardTitle id="oc-shipments">{t('oc:shipments')}</CardTitle>
            <CardList as="ol">
              {order.shipments.map((s, i) => (
                <Shipment key={s.stock_location.id} aria-labelledby={`oc-shipment-${s.stock_location.id}`}>
                  <h3 id={`oc-shipment-${s.stock_location.id}`}>{t('oc:shipmentTitle', { n: i + 1, location: s.stock_location.name })}</h3>
                  <ShipmentLines lines={s.lines} />
                  <dl style={{ margin: 0 }}>
                    <MoneyRow>
                      <dt>{t('co:locationSubtotal')}</dt>
                      <dd>{formatPrice(s.subtotal)}</dd>
                    </MoneyRow>
                    <MoneyRow>
                      <dt>{t('co:deliveryFee')}</dt>
                      <dd>{s.delivery_fee === 0 ? <Good>{t('co:freeDelivery')}</Good> : formatPrice(s.delivery_fee ?? 0)}</dd>
                    </MoneyRow>
                  </dl>
                  {s.estimated_delivery_time ? <Muted>{t('co:estimated', { time: timeIn(s.estimated_delivery_time) })}</Muted> : null}
                </Shipment>
              ))}
            </CardList>
          </Card>
          <Card aria-labelledby="oc-next">
            <CardTitle id="oc-next">{t('oc:next')}</CardTitle>
            <Steps hidden={failed}>
              <li>{t('oc:nextConfirm')}</li>
              <li>{t('oc:nextPack')}</li>
              {order.shipments.map((s) => (
                <li key={s.stock_location.id}>
                  {s.estimated_delivery_time
                    ? t('oc:nextDeliver', { location: s.stock_location.name, time: timeIn(s.estimated_delivery_time) })
                    : t('oc:nextDeliverUnknown', { location: s.stock_location.name })}
                </li>
              ))}
            </Steps>
            <p style={{ margin: `${spacing.md} 0 0` }}>{t('oc:follow')}</p>
            <Links>
              <PrimaryLink to={`/account/orders/${order.id}`}>{t('oc:viewOrder')}</PrimaryLink>
              <TextLink to="/order-tracking">{t('oc:track')}</TextLink>
              <TextLink to="/home">{t('oc:home')}</TextLink>
            </Links>
          </Card>
        </Column>
        <Column>
          <Card aria-labelledby="oc-totals">
            <CardTitle id="oc-totals">{t('oc:totals')}</CardTitle>
            <Dl>
              <MoneyRow>
                <dt>{t('co:itemsSubtotal')}</dt>
                <dd>{formatPrice(order.subtotal)}</dd>
              </MoneyRow>
              {(order.student_discount ?? 0) > 0 ? (
                <MoneyRow data-testid="student-discount-line">
                  <dt>{t('co:studentDiscount')}</dt>
                  <dd>−{formatPrice(order.student_discount ?? 0)}</dd>
                </MoneyRow>
              ) : null}
              <MoneyRow>
                <dt>{t('co:totalFee')}</dt>
                <dd>{formatPrice(order.delivery_fee)}</dd>
              </MoneyRow>
              <MoneyRow $strong>
                <dt>{t('co:total')}</dt>
                <dd>{order.formatted_total}</dd>
              </MoneyRow>
            </Dl>
          </Card>
          <Card aria-labelledby="oc-address">
            <CardTitle id="oc-address">{t('oc:address')}</CardTitle>
            <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{addressText(order.address)}</p>
            <Muted>
              {order.address.phone} · {order.address.delivery_method}
            </Muted>
          </Card>
          <Card aria-labelledby="oc-payment">
            <CardTitle id="oc-payment">{t('oc:payment')}</CardTitle>
            <p style={{ margin: 0, fontWeight: 600 }}>{t(`co:pay:${order.payment_method}`)}</p>
            <PaymentText order={order} />
          </Card>
          {order.note ? (
            <Card aria-labelledby="oc-note">
              <CardTitle id="oc-note">{t('oc:note')}</CardTitle>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.note}</p>
            </Card>
          ) : null}
        </Column>
      </Layout>
    </>
  );
}

/** /order-confirmation?order={id}: the order just placed, and what happens next. */
export function ConfirmationPage() {
  const t = useT();
  usePageTitle(t('title:/order-confirmation'));
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const id = orderIdOf(params.get('order'));
  const { state, retry } = useOrder(id, session?.loggedIn);
  const askLogin = () => getBus().emit('auth:required', { returnTo: `${location.pathname}${location.search}` });
  const needsLogin = id !== null && state.status === 'login';

  // Public route, private order: the shell's login popup brings the shopper back here.
  useEffect(() => {
    if (needsLogin) getBus().emit('auth:required', { returnTo: `${location.pathname}${location.search}` });
  }, [needsLogin, location.pathname, location.search]);

  const accountLinks = (
    <Links style={{ justifyContent: 'center' }}>
      <PrimaryLink to="/account/orders">{t('oc:myOrders')}</PrimaryLink>
      <TextLink to="/home">{t('oc:home')}</TextLink>
    </Links>
  );

  let body;
  if (!id) {
    body = <EmptyState title={t('oc:noOrder')} text={t('oc:noOrderHint')} action={accountLinks} />;
  } else if (state.status === 'loading') {
    body = <Spinner center size="lg" label={t('oc:loading')} />;
  } else if (state.status === 'login') {
    body = (
      <EmptyState
        title={t('oc:loginTitle')}
        text={t('oc:loginHint')}
        action={<Button onClick={askLogin}>{t('oc:login')}</Button>}
      />
    );
  } else if (state.status === 'not-found') {
    body = <EmptyState title={t('oc:notFound')} text={t('oc:notFoundHint')} action={accountLinks} />;
  } else if (state.status === 'error') {
    body = <ErrorState title={t('oc:failed')} actionLabel={t('co:tryAgain')} onAction={retry} />;
  } else {
    return (
      <Page>
        <OrderView order={state.order} />
      </Page>
    );
  }
  return (
    <Page>
      <Title>{t('title:/order-confirmation')}</Title>
      {body}
    </Page>
  );
}
