import { useId } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { cardSurfaceStyles, formatDateTime, formatPrice, media, primaryLinkStyles, tokens } from 'shared-ui';
import type { OrderSummary } from 'shared-api';
import { useT } from './messages';
import { StatusBadge } from './StatusBadge';

const { colors, font, spacing } = tokens;

// Desktop: number, date and items | total and links. Phones: the links go under, full width.
const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${spacing.md} ${spacing.lg};
  padding: ${spacing.lg};
  ${cardSurfaceStyles}
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${spacing.md};
  }
`;
const Info = styled.div`
  display: grid;
  gap: ${spacing.xs};
  min-width: 0;
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm};
`;
const Number = styled.h3`
  margin: 0;
  font-size: ${font.size.lg};
  font-family: ${font.familyMono};
  letter-spacing: 0.02em;
`;
const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
const Items = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
const Side = styled.div`
  display: grid;
  justify-items: end;
  align-content: space-between;
  gap: ${spacing.sm};
  ${media.mobile} {
    justify-items: stretch;
  }
`;
const Total = styled.p`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  ${media.mobile} {
    display: flex;
    justify-content: space-between;
  }
`;
const TotalLabel = styled.span`
  margin-right: ${spacing.sm};
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  ${media.mobile} {
    & > * {
      flex: 1 1 auto;
      justify-content: center;
    }
  }
`;
const ViewLink = styled(Link)`
  ${primaryLinkStyles}
  padding: 0 ${spacing.lg};
`;
const TrackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${spacing.md};
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** One order in the account's list: enough to recognise it, and the ways to open or track it. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Info>
        <Top>
          <Number id={headingId}>{order.order_number}</Number>
          <StatusBadge status={order.status} />
        </Top>
        <Muted>
          <time dateTime={order.created_at}>{t('order.placedOn', { date: formatDateTime(order.created_at) })}</time>
          {' · '}
          {t('order.items', { count: order.item_count })}
        </Muted>
        {/* The first lines' names (at most three); the count of items above says how much there is. */}
        {order.names.length > 0 && <Items>{order.names.join(', ')}</Items>}
      </Info>
      <Side>
        <Total>
          <TotalLabel>{t('order.total')}</TotalLabel>
          {formatPrice(order.total)}
        </Total>
        <Links>
          <TrackLink to={`/order-tracking?order=${encodeURIComponent(order.order_number)}`} aria-label={t('order.trackLabel', { number: order.order_number })}>
            {t('order.track')}
          </TrackLink>
          <ViewLink to={`/account/orders/${order.id}`} aria-label={t('order.viewLabel', { number: order.order_number })}>
            {t('order.view')}
          </ViewLink>
        </Links>
      </Side>
    </Card>
  );
}
