import { useEffect, useRef, useState } from 'react';
import type { CartLine } from 'shared-events';
import type { DeliveryGroup, DeliveryQuote, UnavailableLine } from 'shared-api';
import { Button, Skeleton, VisuallyHidden, formatPrice, tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import type { useCartCommands } from '../cart/useCartCommands';
import { cartLineOf, lineKey } from './lines';
import { unavailableText } from './unavailableText';
import { ShipmentLines } from './ShipmentLines';
import { CardList } from '../page/layout';
import type { QuoteState } from './useQuote';
import { Bad, Card, CardTitle, Good, LineRow, Lines, MoneyRow, Muted } from './styles';
import { useDeliveryTime } from 'shared-ui/delivery-time';
import { useElementsByKey } from 'shared-ui/elements-by-key';

const { colors, font, radii, spacing } = tokens;

const Group = styled.li<{ $stale: boolean }>`
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity 0.15s;
`;
const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${font.size.md};
  overflow-wrap: anywhere;
`;
const GroupMeta = styled.p`
  margin: ${spacing.xxs} 0 ${spacing.sm};
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
const Fee = styled.dl`
  margin: 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  margin-top: ${spacing.sm};
`;
const Problem = styled.li`
  padding: ${spacing.md};
  border: 1px solid ${colors.danger};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  overflow-wrap: anywhere;
`;

type Commands = ReturnType<typeof useCartCommands>;

/** The location's delivery fee as a row of the shipment's money list (dt/dd only, as a dl allows). */
function GroupFee({ group }: { group: DeliveryGroup }) {
  const t = useT();
  const failed = group.error || group.delivery_fee === null;
  const free = !failed && (group.delivery_fee === 0 || group.free_delivery_reason !== null);
  return (
    <MoneyRow>
      <dt>{t('co:deliveryFee')}</dt>
      <dd>
        {failed ? (
          // Spec §8: this location's fee failed; the others keep theirs.
          <Bad role="alert">{group.error ?? t('co:feeUnavailable', { location: group.stock_location.name })}</Bad>
        ) : free ? (
          <Good>{t('co:freeDelivery')}</Good>
        ) : (
          (group.formatted_fee ?? formatPrice(group.delivery_fee!))
        )}
      </dd>
    </MoneyRow>
  );
}

/** Why delivery is free, or what order makes it free: under the money list. */
function FeeNote({ group }: { group: DeliveryGroup }) {
  const t = useT();
  if (group.error || group.delivery_fee === null) return null;
  const free = group.delivery_fee === 0 || group.free_delivery_reason !== null;
  const minimum = group.minimum_order_value !== null ? formatPrice(group.minimum_order_value) : null;
  if (free && group.free_delivery_reason) return <Muted>{t(`co:free:${group.free_delivery_reason}`, { minimum: minimum ?? '' })}</Muted>;
  if (!free && minimum) return <Muted>{t('co:minimumHint', { minimum })}</Muted>;
  return null;
}

function ShipmentCard({ group, n, count, stale }: { group: DeliveryGroup; n: number; count: number; stale: boolean }) {
  const t = useT();
  const timeIn = useDeliveryTime();
  const titleId = `checkout-shipment-${group.stock_location.id}`;
  return (
    <Group $stale={stale} aria-labelledby={titleId}>
      <GroupTitle id={titleId}>{t('co:shipsFrom', { location: group.stock_location.name })}</GroupTitle>
      <GroupMeta>
        {t('co:shipmentOf', { n, count })} · {group.stock_location.city}
        {group.seller_name ? ` · ${t('co:seller', { seller: group.seller_name })}` : ''}
      </GroupMeta>
      <ShipmentLines lines={group.lines} />
      <Fee>
        <MoneyRow>
          <dt>{t('co:locationSubtotal')}</dt>
          <dd>{formatPrice(group.subtotal)}</dd>
        </MoneyRow>
        <GroupFee group={group} />
      </Fee>
      <FeeNote group={group} />
      {group.estimated_delivery_time && !group.error ? <Muted>{t('co:estimated', { time: timeIn(group.estimated_delivery_time) })}</Muted> : null}
    </Group>
  );
}

interface UnavailableProps {
  lines: UnavailableLine[];
  cart: readonly CartLine[];
  commands: Commands;
  /** A fix was asked for the line at `at`: its buttons may go with it once the quote is read again. */
  onFix(key: string, at: number): void;
  /** Each line's first button, where the focus goes when the line before it is fixed. */
  firstButton(key: string): (el: HTMLButtonElement | null) => void;
}

function Unavailable({ lines, cart, commands, onFix, firstButton }: UnavailableProps) {
  const t = useT();
  return (
    <div>
      <h3 id="checkout-unavailable">{t('co:unavailableTitle')}</h3>
      <CardList as="ol" aria-labelledby="checkout-unavailable">
        {lines.map((u, at) => {
          const line = cartLineOf(cart, u.product_id, u.variant_id);
          const key = lineKey(u.product_id, u.variant_id);
          const setsQuantity = Boolean(line) && u.available > 0 && u.available < line!.quantity;
          return (
            <Problem key={key}>
              <strong>{u.name}</strong>
              <Bad>{unavailableText(u)}</Bad>
              {line ? (
                <Actions>
                  {setsQuantity ? (
                    <Button
                      ref={firstButton(key)}
                      size="sm"
                      variant="secondary"
                      aria-label={t('co:setQuantityLabel', { name: u.name, count: u.available })}
                      onClick={() => {
                        onFix(key, at);
                        commands.setQuantity(line, u.available);
                      }}
                    >
                      {t('co:setQuantity', { count: u.available })}
                    </Button>
                  ) : null}
                  <Button
                    ref={setsQuantity ? undefined : firstButton(key)}
                    size="sm"
                    variant="ghost"
                    aria-label={t('co:removeLineLabel', { name: u.name })}
                    onClick={() => {
                      onFix(key, at);
                      commands.remove(line);
                    }}
                  >
                    {t('co:removeLine')}
                  </Button>
                </Actions>
              ) : null}
            </Problem>
          );
        })}
      </CardList>
    </div>
  );
}

interface Props {
  hasAddress: boolean;
  state: QuoteState;
  retry: () => void;
  cart: readonly CartLine[];
  commands: Commands;
}

/**
 * Step 2: the cart as the server will ship it: one group per stock location with today's prices,
 * its subtotal and its own delivery fee (spec §9: the total fee is their sum), and the lines the
 * shop cannot sell now with a way to fix each.
 */
export function DeliveryStep({ hasAddress, state, retry, cart, commands }: Props) {
  const t = useT();
  const quote = state.status === 'idle' ? null : state.quote;
  const fee = quote ? formatPrice(quote.delivery_fee) : '';
  const total = quote ? formatPrice(quote.total) : '';
  const stepRef = useRef<HTMLElement>(null);
  const fixButtons = useElementsByKey<string, HTMLButtonElement>();
  // The line a fix was asked for. Its buttons go once the quote read again can sell it (or it left
  // the cart): the focus then goes on to the next line to fix, else to this step, not to the page's top.
  // `asked`: the quote shown when it was asked; the fix is judged on the next one.
  const [fixing, setFixing] = useState<{ key: string; at: number; asked: DeliveryQuote | null } | null>(null);
  useEffect(() => {
    if (!fixing || state.status === 'loading' || state.status === 'idle' || state.quote === fixing.asked) return;
    const left = state.status === 'ready' ? state.quote.unavailable : [];
    if (!left.some((u) => lineKey(u.product_id, u.variant_id) === fixing.key)) {
      const next = left[Math.min(fixing.at, left.length - 1)];
      (next ? fixButtons.get(lineKey(next.product_id, next.variant_id)) : stepRef.current)?.focus();
    }
    setFixing(null);
  }, [fixing, state, fixButtons]);

  // Read out when the fees change (a new address, a quantity changed), so a screen reader hears it.
  const announcement =
    state.status === 'loading'
      ? t('co:quoteLoading')
      : state.status === 'ready'
        ? t('co:quoteReady', { count: state.quote.groups.length, fee, total })
        : '';

  return (
    <Card ref={stepRef} aria-labelledby="checkout-items" aria-busy={state.status === 'loading'} tabIndex={-1}>
      <CardTitle id="checkout-items">{t('co:itemsStep')}</CardTitle>
      <VisuallyHidden as="p" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {!hasAddress ? (
        <>
          <Muted>{t('co:chooseAddressFirst')}</Muted>
          <Lines style={{ marginTop: spacing.md }}>
            {cart.map((line) => (
              <LineRow key={lineKey(line.id, line.variant_id)}>
                <span>{line.name}</span>
                <span>×{line.quantity}</span>
              </LineRow>
            ))}
          </Lines>
        </>
      ) : null}
      {state.status === 'error' ? (
        <div role="alert" style={{ marginBottom: spacing.md }}>
          <Bad>{t('co:quoteFailed')}</Bad>
          <Button variant="secondary" onClick={retry}>
            {t('co:tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.status === 'loading' && !quote ? (
        <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
          <Muted>{t('co:quoteLoading')}</Muted>
          <Skeleton height={140} />
          <Skeleton height={140} />
        </div>
      ) : null}
      {quote ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
          {quote.groups.length > 0 ? (
            <CardList as="ol" aria-label={t('co:itemsStep')}>
              {quote.groups.map((group, i) => (
                <ShipmentCard
                  key={group.stock_location.id}
                  group={group}
                  n={i + 1}
                  count={quote.groups.length}
                  stale={state.status !== 'ready'}
                />
              ))}
            </CardList>
          ) : null}
          {quote.unavailable.length > 0 ? (
            <Unavailable lines={quote.unavailable} cart={cart} commands={commands} onFix={(key, at) => setFixing({ key, at, asked: quote })} firstButton={fixButtons.ref} />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
