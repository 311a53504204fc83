import styled from 'styled-components';
import { formatPrice, tokens } from 'shared-ui';
import { StackList } from 'shared-ui/page';
import type { Order } from 'shared-api';
import { useT } from './messages';
import { Muted, Panel } from './Panel';
import { useDeliveryTime } from 'shared-ui/delivery-time';

const { colors, font, spacing } = tokens;

const Shipments = styled(StackList).attrs({ $gap: 'lg' })`
  > li + li {
    padding-top: ${spacing.lg};
    border-top: 1px solid ${colors.border};
  }
`;
const Shipment = styled.div`
  display: grid;
  gap: ${spacing.sm};
  min-width: 0;
`;
const From = styled.h3`
  margin: 0;
  font-size: ${font.size.md};
  overflow-wrap: anywhere;
`;
const Lines = styled(StackList).attrs({ $gap: 'xs' })`
  li {
    display: flex;
    justify-content: space-between;
    gap: ${spacing.md};
  }
`;
const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Quantity = styled.span`
  color: ${colors.textMuted};
  white-space: nowrap;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${spacing.xxs} ${spacing.md};
  margin: 0;
  font-size: ${font.size.sm};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;
const Failed = styled.dd`
  color: ${colors.danger};
`;

/** 'Bakaara Fashion, Hargeisa'; a name that already says its city ('Suuq Warehouse — Muqdisho') stays as it is. */
const placeOf = (location: { name: string; city: string }) =>
  !location.city || location.name.toLowerCase().includes(location.city.toLowerCase()) ? location.name : `${location.name}, ${location.city}`;

/** One shipment per stock location: where from, its lines, its delivery method, fee and time. */
export function ShipmentsPanel({ shipments, ended }: { shipments: Order['shipments']; ended: boolean }) {
  const t = useT();
  const timeIn = useDeliveryTime();
  return (
    <Panel title={t('shipments.title', { count: shipments.length })}>
      <Shipments>
        {shipments.map((shipment) => {
          const location = shipment.stock_location;
          return (
            <li key={location.id}>
              <Shipment>
                <From>{t('shipment.from', { location: placeOf(location) })}</From>
                {shipment.seller_name && <Muted>{t('shipment.soldBy', { seller: shipment.seller_name })}</Muted>}
                <Lines aria-label={t('shipment.lines', { location: location.name })}>
                  {shipment.lines.map((line) => (
                    <li key={`${line.product_id}-${line.variant_id ?? ''}`}>
                      <Name>
                        {line.name} <Quantity>× {line.quantity}</Quantity>
                      </Name>
                      <span>{formatPrice(line.line_total)}</span>
                    </li>
                  ))}
                </Lines>
                <Facts>
                  <dt>{t('shipment.method')}</dt>
                  <dd>{shipment.delivery_method}</dd>
                  {/* An estimate means nothing once the order was cancelled or returned. */}
                  {shipment.estimated_delivery_time && !ended && (
                    <>
                      <dt>{t('shipment.eta')}</dt>
                      <dd>{timeIn(shipment.estimated_delivery_time)}</dd>
                    </>
                  )}
                  <dt>{t('shipment.fee')}</dt>
                  {shipment.delivery_fee === null ? (
                    <Failed>{shipment.error ?? t('shipment.feeFailed', { location: location.name })}</Failed>
                  ) : (
                    <dd>{shipment.delivery_fee === 0 ? t('shipment.free') : formatPrice(shipment.delivery_fee)}</dd>
                  )}
                </Facts>
              </Shipment>
            </li>
          );
        })}
      </Shipments>
    </Panel>
  );
}
