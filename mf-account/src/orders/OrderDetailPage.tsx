import { useState } from 'react';
import { Link, useParams } from 'shared-router';
import styled from 'styled-components';
import { Button, ErrorState, Skeleton, VisuallyHidden, formatDateTime, formatPrice, media, primaryLinkStyles, tokens } from 'shared-ui';
import { BackLink, PageHeader, TwoColumns } from 'shared-ui/page';
import { getBus } from 'shared-events';
import type { Order } from 'shared-api';
import { AccountFrame } from '../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import { CourierPanel } from './CourierPanel';
import { AddressPanel, PaymentPanel, SummaryPanel } from './FactsPanels';
import { errorText } from './format';
import { NotesPanel } from './NotesPanel';
import { Panel } from './Panel';
import { ReasonDialog } from './ReasonDialog';
import { ReviewsPanel } from '../reviews/ReviewsPanel';
import { SellersPanel } from './SellersPanel';
import { ShipmentsPanel } from './ShipmentsPanel';
import { StatusBadge } from './StatusBadge';
import { UpdatesPanel } from './UpdatesPanel';
import { Timeline } from './Timeline';
import { useOrder } from './useOrder';

const { colors, font, spacing } = tokens;

/** The page header with the order's status badge beside its number. */
const Header = styled(PageHeader)`
  gap: ${spacing.sm};
  h1 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${spacing.sm} ${spacing.md};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  ${media.mobile} {
    & > * {
      flex: 1 1 100%;
      justify-content: center;
    }
  }
`;
const TrackLink = styled(Link)`
  ${primaryLinkStyles}
  background: ${colors.surface};
  color: ${colors.primary};
  border: 1.5px solid ${colors.primary};
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
`;
// The story of the order on the left (timeline, shipments, notes), its facts on the right.
const Layout = styled(TwoColumns).attrs({ $side: '360px', $gap: 'lg' })``;
const Column = styled.div`
  display: grid;
  gap: ${spacing.lg};
  min-width: 0;
`;

/** /account/orders/:id: one order of the shopper's, what happened to it, and what they can do now. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} />;
}

function OrderDetail({ id }: { id: string }) {
  const t = useT();
  const { load, retry, replace } = useOrder(id);
  const order = load.status === 'ready' ? load.order : null;
  usePageTitle(order ? t('detail.title', { number: order.order_number }) : load.status === 'notFound' ? t('detail.notFound') : null);

  return (
    <AccountFrame>
      <BackLink as={Link} to="/account">
        {t('detail.back')}
      </BackLink>
      {load.status === 'loading' && <DetailSkeleton label={t('detail.loading')} />}
      {load.status === 'notFound' && (
        <NotFound>
          <h1>{t('detail.notFound')}</h1>
          <p>{t('detail.notFoundText')}</p>
          <BackToAccount to="/account">{t('detail.back')}</BackToAccount>
        </NotFound>
      )}
      {load.status === 'error' && <ErrorState title={t('detail.failed')} text={errorText(load.error, '')} actionLabel={t('orders.tryAgain')} onAction={retry} />}
      {order && <OrderView order={order} onChanged={replace} />}
    </AccountFrame>
  );
}

const BackToAccount = styled(Link)`
  ${primaryLinkStyles}
`;
const NotFound = styled.div`
  display: grid;
  justify-items: center;
  gap: ${spacing.md};
  padding: ${spacing.xxl} ${spacing.lg};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${font.size.xxl};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

/** The page's shape while the order loads: heading, then the two columns of cards. */
function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Layout aria-hidden="true">
        <Column>
          <Skeleton width="60%" height={36} />
          <Skeleton height={220} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Column>
        <Column>
          <Skeleton height={140} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Column>
      </Layout>
    </div>
  );
}

function OrderView({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const t = useT();
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const ended = order.status === 'cancelled' || order.status === 'returned';
  const done = (next: Order) => {
    const mode = dialog;
    setDialog(null);
    onChanged(next);
    getBus().emit('toast:show', { kind: 'success', message: t(mode === 'return' ? 'return.done' : 'cancel.done', { number: next.order_number }) });
  };

  return (
    <>
      <Header
        title={
          <>
            {t('detail.title', { number: order.order_number })}
            <StatusBadge status={order.status} />
          </>
        }
        intro={
          <>
            {t('order.placedOn', { date: formatDateTime(order.created_at) })} · {t('order.total')} {formatPrice(order.total)}
          </>
        }
      />
      <Actions aria-label={t('detail.actions')} role="group">
        {order.can_cancel && (
          <Button variant="danger" onClick={() => setDialog('cancel')}>
            {t('actions.cancel')}
          </Button>
        )}
        {order.can_return && <Button onClick={() => setDialog('return')}>{t('actions.return')}</Button>}
        <TrackLink to={`/order-tracking?order=${encodeURIComponent(order.order_number)}`}>{t('actions.track')}</TrackLink>
      </Actions>
      <Layout>
        <Column>
          <Panel title={t('timeline.title')}>
            <Timeline timeline={order.timeline} status={order.status} label={t('timeline.title')} />
          </Panel>
          <ShipmentsPanel shipments={order.shipments} ended={ended} />
          {/* Only a delivered order's products can be reviewed (the server holds the same rule). */}
          {order.status === 'delivered' && <ReviewsPanel order={order} />}
          <NotesPanel order={order} ended={ended} onChanged={onChanged} />
        </Column>
        <Column>
          <SummaryPanel order={order} />
          <PaymentPanel order={order} />
          <AddressPanel address={order.address} />
          <CourierPanel order={order} />
          <SellersPanel order={order} />
          {/* An order that ended has no news left to send. */}
          {!ended && <UpdatesPanel order={order} />}
        </Column>
      </Layout>
      {dialog && <ReasonDialog mode={dialog} order={order} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
