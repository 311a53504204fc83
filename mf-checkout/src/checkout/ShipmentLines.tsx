import type { DeliveryGroup } from 'shared-api';
import { formatPrice } from 'shared-ui';
import { useT } from '../messages';
import { lineKey } from './lines';
import { LineRow, Lines, Muted } from './styles';

type ShipmentLine = Pick<
  DeliveryGroup['lines'][number],
  'product_id' | 'variant_id' | 'name' | 'quantity' | 'price' | 'line_total'
>;

/**
 * The lines of one shipment at the server's prices: the name, quantity × price, and the line's
 * total. The delivery step shows them before the order, the confirmation after it, alike.
 */
export function ShipmentLines({ lines }: { lines: readonly ShipmentLine[] }) {
  const t = useT();
  return (
    <Lines>
      {lines.map((line) => (
        <LineRow key={lineKey(line.product_id, line.variant_id)}>
          <span>
            {line.name}{' '}
            <Muted as="span">
              {t('co:lineQty', { quantity: line.quantity, price: formatPrice(line.price) })}
            </Muted>
          </span>
          <span>{formatPrice(line.line_total)}</span>
        </LineRow>
      ))}
    </Lines>
  );
}
