import styled from 'styled-components';
import { Skeleton, tokens } from 'shared-ui';
import { StackList } from 'shared-ui/page';
import { api, type Order } from 'shared-api';
import { useT } from './messages';
import { Muted, Panel } from './Panel';
import { useCall } from './useCall';

const { spacing, font } = tokens;

const List = styled(StackList).attrs({ $gap: 'sm' })`
  li {
    display: grid;
    gap: ${spacing.xxs};
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: ${font.weight.semibold};
  }
`;

/** The sellers whose stock locations ship this order (orderSeller); the shop's own warehouse has none. */
export function SellersPanel({ order }: { order: Order }) {
  const t = useT();
  const state = useCall(() => api.call('orderSeller', { id: String(order.id) }), String(order.id));

  return (
    <Panel title={t('sellers.title')}>
      {state.status === 'loading' && <Skeleton width="60%" height={20} />}
      {state.status === 'error' && <Muted role="alert">{t('sellers.failed')}</Muted>}
      {state.status === 'ready' &&
        (state.value.sellers.length === 0 ? (
          <Muted>{t('sellers.none')}</Muted>
        ) : (
          <List>
            {state.value.sellers.map((seller) => (
              <li key={seller.id}>
                <strong>{seller.name}</strong>
                <Muted>
                  {seller.city}
                  {seller.phone && (
                    <>
                      {' · '}
                      <a href={`tel:${seller.phone}`}>{seller.phone}</a>
                    </>
                  )}
                </Muted>
              </li>
            ))}
          </List>
        ))}
    </Panel>
  );
}
