import { useId } from 'react';
import { Link, useSearchParams } from 'shared-router';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, Skeleton, VisuallyHidden, cardSurfaceStyles, primaryLinkStyles, tokens } from 'shared-ui';
import { ORDER_GROUPS, type OrderGroup } from 'shared-api';
import { useT } from './messages';
import { errorText } from './format';
import { GroupTabs } from './GroupTabs';
import { OrderCard } from './OrderCard';
import { useOrders } from './useOrders';

const { colors, font, spacing } = tokens;

const Section = styled.section`
  display: grid;
  gap: ${spacing.md};
  min-width: 0;
  [role='tabpanel']:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${font.size.xl};
`;
const Cards = styled.ul`
  display: grid;
  gap: ${spacing.md};
  margin: ${spacing.md} 0 0;
  padding: 0;
  list-style: none;
`;
const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${spacing.sm};
  margin-top: ${spacing.lg};
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
const SkeletonCard = styled.li`
  display: grid;
  gap: ${spacing.sm};
  padding: ${spacing.lg};
  ${cardSurfaceStyles}
`;
const ShopLink = styled(Link)`
  ${primaryLinkStyles}
`;

const isGroup = (value: string | null): value is OrderGroup => (ORDER_GROUPS as readonly (string | null)[]).includes(value);

/** The account's orders by group (spec §4: fetched by group); the group is in the address (?group=). */
export function OrdersSection() {
  const t = useT();
  const headingId = useId();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('group');
  const group: OrderGroup = isGroup(asked) ? asked : 'active';
  const select = (next: OrderGroup) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'active') out.delete('group');
        else out.set('group', next);
        return out;
      },
      { replace: true },
    );

  return (
    <Section id="orders" aria-labelledby={headingId} tabIndex={-1}>
      <Heading id={headingId}>{t('orders.title')}</Heading>
      <GroupTabs
        label={t('orders.tabs')}
        idPrefix={tabsId}
        tabs={ORDER_GROUPS.map((key) => ({ key, label: t(`group:${key}`) }))}
        selected={group}
        onSelect={select}
      >
        <GroupOrders key={group} group={group} />
      </GroupTabs>
    </Section>
  );
}

function GroupOrders({ group }: { group: OrderGroup }) {
  const t = useT();
  const { state, hasMore, loadMore, retry } = useOrders(group);

  if (state.status === 'loading') return <ListSkeleton label={t('orders.loading')} />;
  if (state.status === 'error')
    return <ErrorState title={t('orders.failed')} text={errorText(state.error, '')} actionLabel={t('orders.tryAgain')} onAction={retry} />;
  if (state.orders.length === 0)
    return (
      <EmptyState
        title={t(`orders.empty:${group}`)}
        text={t(`orders.emptyText:${group}`)}
        action={<ShopLink to="/home">{t('orders.shop')}</ShopLink>}
      />
    );
  return (
    <>
      <Cards>
        {state.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Cards>
      {state.status === 'moreFailed' ? (
        <ErrorState title={t('orders.moreFailed')} text={errorText(state.error, '')} actionLabel={t('orders.tryAgain')} onAction={retry} />
      ) : (
        <More>
          <span aria-live="polite">{t('orders.shown', { shown: state.orders.length, total: state.total })}</span>
          {hasMore && (
            <Button variant="secondary" loading={state.status === 'loadingMore'} onClick={loadMore}>
              {t('orders.loadMore')}
            </Button>
          )}
        </More>
      )}
    </>
  );
}

/** Three card-shaped blocks while the first page loads; screen readers hear the label. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Cards aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i}>
            <Skeleton width="40%" height={20} />
            <Skeleton width="60%" height={14} />
            <Skeleton width="80%" height={14} />
          </SkeletonCard>
        ))}
      </Cards>
    </div>
  );
}
