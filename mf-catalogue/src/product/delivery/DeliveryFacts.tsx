import type { ProductDeliveryInfo } from 'shared-api';
import { Badge, formatPrice, Skeleton, VisuallyHidden } from 'shared-ui';
import { useDeliveryTime } from 'shared-ui/delivery-time';
import { useT } from './messages';
import * as S from './DeliveryCard.styles';

/** Fee or free delivery with its reason, same-day delivery, time, options and where it ships from. */
export function DeliveryFacts({ info }: { info: ProductDeliveryInfo }) {
  const t = useT();
  const timeIn = useDeliveryTime();
  const free = info.is_free_delivery_eligible;
  const minimum = info.minimum_order_for_free_delivery;
  const from = info.stock_location;
  return (
    <S.Body data-testid="delivery-facts">
      {free ? (
        <S.Line>
          <Badge tone="success">{t('delivery.free')}</Badge>
          {info.free_delivery_reason && (
            <span>{t(`delivery.reason.${info.free_delivery_reason}`, { amount: minimum === null ? '' : formatPrice(minimum) })}</span>
          )}
        </S.Line>
      ) : (
        <S.Line>
          <S.Label>{t('delivery.fee')}</S.Label>
          <S.Fee data-testid="delivery-fee">{info.formatted_fee}</S.Fee>
          <span>({info.delivery_method})</span>
        </S.Line>
      )}
      {info.haad_express.available && (
        <S.Line>
          <Badge tone="express">{t('delivery.express')}</Badge>
          <S.SameDay>{t('delivery.sameDay')}</S.SameDay>
        </S.Line>
      )}
      <S.Line>
        <S.Label>{t('delivery.time')}</S.Label>
        <span data-testid="delivery-time">{timeIn(info.estimated_delivery_time)}</span>
      </S.Line>
      {info.delivery_options.length > 1 && (
        <S.Options aria-label={t('delivery.options')}>
          {info.delivery_options.map((o) => (
            <li key={o.method}>
              {o.method}: {o.formatted_fee} · {timeIn(o.estimated_delivery_time)}
            </li>
          ))}
        </S.Options>
      )}
      <S.Line>
        <S.Label>{t('delivery.shipsFrom')}</S.Label>
        <span data-testid="delivery-from">
          {from.name}
          {!from.in_stock && ` (${t('delivery.restock')})`}
        </span>
      </S.Line>
      {!free && minimum !== null && <S.Note>{t('delivery.minimum', { amount: formatPrice(minimum) })}</S.Note>}
    </S.Body>
  );
}

/** The facts' shape while they load: about their height, so the card does not jump when they arrive. */
export function DeliverySkeleton({ label }: { label: string }) {
  return (
    <S.Body role="status" aria-busy="true" data-testid="delivery-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton width="55%" height={26} radius="sm" />
      <Skeleton width="50%" height={20} radius="sm" />
      <Skeleton width="65%" height={32} radius="sm" />
      <Skeleton width="70%" height={40} radius="sm" />
      <Skeleton width="80%" height={14} radius="sm" />
    </S.Body>
  );
}
