import styled from 'styled-components';
import { Badge, Skeleton, VisuallyHidden, tokens } from 'shared-ui';
import { api, type Order } from 'shared-api';
import { useT } from './messages';
import { Muted, Panel } from './Panel';
import { useCall } from './useCall';

const TONES = { unassigned: 'neutral', assigned: 'info', picked_up: 'info', delivered: 'success', cancelled: 'neutral' } as const;

const Lines = styled.div`
  display: grid;
  gap: ${tokens.spacing.xs};
  overflow-wrap: anywhere;
`;

/**
 * Who delivers the order (orderAssignment). When the call fails the status is 'unknown' and the
 * spec's 'Failed to fetch assignment status' says why (spec §4, §8); the rest of the page stays.
 */
export function CourierPanel({ order }: { order: Order }) {
  const t = useT();
  const state = useCall(() => api.call('orderAssignment', { id: String(order.id) }, { fresh: true }), `${order.id}:${order.status}`);

  return (
    <Panel title={t('courier.title')}>
      {state.status === 'loading' && (
        <div role="status">
          <VisuallyHidden>{t('courier.loading')}</VisuallyHidden>
          <Skeleton width="50%" height={20} />
        </div>
      )}
      {state.status === 'error' && (
        <Lines>
          <Badge tone="neutral">{t('assignment:unknown')}</Badge>
          <Muted role="alert">{t('courier.failed')}</Muted>
        </Lines>
      )}
      {state.status === 'ready' && (
        <Lines>
          <Badge tone={TONES[state.value.assignment_status]}>
            {t(`assignment:${state.value.assignment_status}`)}
          </Badge>
          {state.value.courier && (
            <span>
              {state.value.courier.name} · <a href={`tel:${state.value.courier.phone}`}>{state.value.courier.phone}</a>
            </span>
          )}
        </Lines>
      )}
    </Panel>
  );
}
