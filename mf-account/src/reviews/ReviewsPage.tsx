import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { api, type Review } from 'shared-api';
import * as calls from '../calls';
import { Button, EmptyState, ErrorState, Rating, Spinner, formatDateTime, tokens } from 'shared-ui';
import { PlainList as Plain } from 'shared-ui/plain-list';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { usePageTitle } from 'shared-ui/tab-title';
import * as S from '../wallet/styles';
import { AccountSubpage } from '../wallet/Subpage';

const { spacing, font, colors } = tokens;
const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; reviews: Review[]; total: number; loadingMore: boolean };

const Item = styled.li`
  display: grid;
  gap: ${spacing.xs};
  padding: ${spacing.md} 0;
  overflow-wrap: anywhere;
  & + & {
    border-top: 1px solid ${colors.border};
  }
  a {
    font-weight: ${font.weight.semibold};
    color: ${colors.primary};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;
const Meta = styled.span`
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

/** /account/reviews: the shopper's reviews, newest first, each with its product and order. */
export function ReviewsPage() {
  const t = useT();
  const ordersT = useOrdersT();
  usePageTitle(t('reviews.title'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const first = useCallback(() => {
    setLoad({ status: 'loading' });
    api.call(calls.reviewsUser, { limit: PAGE_SIZE, offset: 0 }).then(
      (a) => live.current && setLoad({ status: 'ready', reviews: a.reviews, total: a.total, loadingMore: false }),
      () => live.current && setLoad({ status: 'error' }),
    );
  }, []);
  useEffect(first, [first]);
  const more = () => {
    if (load.status !== 'ready') return;
    setLoad({ ...load, loadingMore: true });
    api.call(calls.reviewsUser, { limit: PAGE_SIZE, offset: load.reviews.length }).then(
      (a) => live.current && setLoad((l) => (l.status === 'ready' ? { ...l, reviews: [...l.reviews, ...a.reviews], total: a.total, loadingMore: false } : l)),
      () => live.current && setLoad((l) => (l.status === 'ready' ? { ...l, loadingMore: false } : l)),
    );
  };

  return (
    <AccountSubpage title={t('reviews.title')} intro={t('reviews.intro')}>
      <S.Card aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && <Spinner label={t('reviews.loading')} />}
        {load.status === 'error' && <ErrorState title={t('reviews.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={first} />}
        {load.status === 'ready' &&
          (load.reviews.length === 0 ? (
            <EmptyState title={t('reviews.empty')} text={t('reviews.emptyText')} />
          ) : (
            <>
              <Plain>
                {load.reviews.map((r) => (
                  <Item key={r.id}>
                    <Link to={`/product/${encodeURIComponent(r.product_slug)}`}>{r.product_name}</Link>
                    <Rating value={r.rating} size="md" />
                    {r.comment && <p>{r.comment}</p>}
                    <Meta>
                      <Link to={`/account/orders/${r.order_id}`}>{t('reviews.order', { number: r.order_number })}</Link> · {formatDateTime(r.created_at)}
                    </Meta>
                  </Item>
                ))}
              </Plain>
              {load.reviews.length < load.total && (
                <Button variant="secondary" loading={load.loadingMore} onClick={more}>
                  {ordersT('orders.loadMore')}
                </Button>
              )}
            </>
          ))}
      </S.Card>
    </AccountSubpage>
  );
}
