import { Badge, type BadgeTone } from 'shared-ui';
import type { OrderStatus } from 'shared-api';
import { useT } from './messages';

const TONES: Record<OrderStatus, BadgeTone> = {
  placed: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  return_requested: 'warning',
  returned: 'neutral',
};

/** An order's state as a label: blue on its way, green delivered, amber awaiting a return, grey ended. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge tone={TONES[status]}>
      {t(`status:${status}`)}
    </Badge>
  );
}
