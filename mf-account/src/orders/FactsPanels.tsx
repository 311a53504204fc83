import styled from 'styled-components';
import { formatPrice, tokens } from 'shared-ui';
import { MOBILE_MONEY_NAMES, type Order } from 'shared-api';
import { useT } from './messages';
import { Muted, Panel, Row } from './Panel';

const Facts = styled.dl`
  display: grid;
  gap: ${tokens.spacing.xs};
  margin: 0;
`;
const Total = styled(Row)`
  padding-top: ${tokens.spacing.sm};
  border-top: 1px solid ${tokens.colors.border};
`;
const Address = styled.address`
  display: grid;
  gap: ${tokens.spacing.xxs};
  font-style: normal;
  overflow-wrap: anywhere;
`;

/** What the order costs: the lines, the delivery fees of every stock location, the total. */
export function SummaryPanel({ order }: { order: Order }) {
  const t = useT();
  return (
    <Panel title={t('summary.title')}>
      <Facts>
        <Row>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </Row>
        {(order.student_discount ?? 0) > 0 && (
          <Row data-testid="student-discount-line">
            <dt>{t('summary.studentDiscount')}</dt>
            <dd>−{formatPrice(order.student_discount ?? 0)}</dd>
          </Row>
        )}
        <Row>
          <dt>{t('summary.delivery')}</dt>
          <dd>{order.delivery_fee === 0 ? t('shipment.free') : formatPrice(order.delivery_fee)}</dd>
        </Row>
        <Total $strong>
          <dt>{t('summary.total')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </Total>
      </Facts>
    </Panel>
  );
}

export function PaymentPanel({ order }: { order: Order }) {
  const t = useT();
  return (
    <Panel title={t('payment.title')}>
      <Facts>
        <Row>
          <dt>{t(`payment:${order.payment_method}`)}</dt>
          <dd>{t(`paymentStatus:${order.payment_status}`)}</dd>
        </Row>
      </Facts>
      {order.payment_provider && order.payment_phone && (
        <Muted>{t('payment.provider', { provider: MOBILE_MONEY_NAMES[order.payment_provider], phone: order.payment_phone })}</Muted>
      )}
      {order.points_value_used > 0 && <Muted>{t('payment.pointsUsed', { value: formatPrice(order.points_value_used) })}</Muted>}
      {order.refund_method && <Muted>{t('payment.refundTo', { method: t(`refund:${order.refund_method}`) })}</Muted>}
    </Panel>
  );
}

export function AddressPanel({ address }: { address: Order['address'] }) {
  const t = useT();
  return (
    <Panel title={t('address.title')}>
      <Address>
        {address.details && <span>{address.details}</span>}
        <span>{[address.district, address.city, address.region].filter(Boolean).join(', ')}</span>
        <span>{address.country}</span>
        {address.phone && <Muted>{t('address.phone', { phone: address.phone })}</Muted>}
        <Muted>{t('address.method', { method: address.delivery_method })}</Muted>
      </Address>
    </Panel>
  );
}
