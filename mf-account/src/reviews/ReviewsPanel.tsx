import { useState } from 'react';
import styled from 'styled-components';
import { Button, Rating, Skeleton, tokens } from 'shared-ui';
import { StackList } from 'shared-ui/page';
import { getBus } from 'shared-events';
import { api, type Order, type Review } from 'shared-api';
import * as calls from '../calls';
import { useT } from './messages';
import { Muted, Panel } from '../orders/Panel';
import { useCall } from '../orders/useCall';
import { ReviewDialog, type Submitted } from './ReviewDialog';

const { font, spacing, colors } = tokens;

const List = styled(StackList)`
  li {
    display: grid;
    gap: ${spacing.xs};
    overflow-wrap: anywhere;
  }
  li + li {
    padding-top: ${spacing.md};
    border-top: 1px solid ${colors.border};
  }
  strong {
    font-weight: ${font.weight.semibold};
  }
  li > button {
    justify-self: start;
  }
`;
const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** One row per product of the order (a product on two lines is reviewed once). */
function productsOf(order: Order) {
  const seen = new Map<number, string>();
  for (const shipment of order.shipments) for (const line of shipment.lines) if (!seen.has(line.product_id)) seen.set(line.product_id, line.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** A delivered order's products: 'Write a review' for each, the shopper's review once written. */
export function ReviewsPanel({ order }: { order: Order }) {
  const t = useT();
  const state = useCall(() => api.call(calls.reviewsUser, { order_id: order.id, limit: 100 }), String(order.id));
  // Reviews written on this page, shown at once without asking the server again.
  const [written, setWritten] = useState<Review[]>([]);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const reviews = new Map<number, Review>();
  if (state.status === 'ready') for (const r of state.value.reviews) reviews.set(r.product_id, r);
  for (const r of written) reviews.set(r.product_id, r);

  const done = (answer: Submitted) => {
    setWritten((w) => [...w, answer.review]);
    setOpen(null);
    getBus().emit('toast:show', { kind: 'success', message: t('reviews.done') });
  };

  return (
    <Panel title={t('reviews.panel')}>
      <Muted>{t('reviews.panelHint')}</Muted>
      {state.status === 'loading' && <Skeleton width="70%" height={20} />}
      {state.status === 'error' && <Muted role="alert">{t('reviews.listFailed')}</Muted>}
      {state.status === 'ready' && (
        <List>
          {productsOf(order).map((product) => {
            const review = reviews.get(product.id);
            return (
              <li key={product.id}>
                <strong>{product.name}</strong>
                {review ? (
                  <>
                    <span>
                      {t('reviews.yours')}: <Rating value={review.rating} size="md" />
                    </span>
                    {review.comment && <Comment>{review.comment}</Comment>}
                  </>
                ) : (
                  <Button variant="secondary" aria-label={t('reviews.writeFor', { name: product.name })} onClick={() => setOpen(product)}>
                    {t('reviews.write')}
                  </Button>
                )}
              </li>
            );
          })}
        </List>
      )}
      {open && <ReviewDialog orderId={order.id} productId={open.id} productName={open.name} onClose={() => setOpen(null)} onDone={done} />}
    </Panel>
  );
}
