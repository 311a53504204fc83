import { forwardRef, type ReactNode } from 'react';
import type { DeliveryQuote } from 'shared-api';
import { Button, formatPrice, media, tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import { ADDRESS_STEP_ID } from './AddressStep';
import type { PlaceOutcome } from './placeOrder';
import { unavailableText } from './unavailableText';
import { lineKey } from './lines';
import { Card, CardTitle, MoneyRow, Muted } from './styles';

const { colors, font, radii, spacing } = tokens;

// Below the shell's sticky header (about 70 px on desktop), so the Place order button stays in view.
const Sticky = styled(Card)`
  ${media.desktop} {
    position: sticky;
    top: 88px;
  }
`;
const Totals = styled.dl`
  margin: 0 0 ${spacing.lg};
  & > div:last-child {
    margin-top: ${spacing.xs};
    padding-top: ${spacing.sm};
    border-top: 1px solid ${colors.border};
  }
`;
const ErrorBox = styled.div`
  margin-bottom: ${spacing.md};
  padding: ${spacing.md};
  border: 1px solid ${colors.danger};
  border-left-width: 4px;
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  overflow-wrap: anywhere;
  &:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  h3 {
    margin: 0 0 ${spacing.xs};
    font-size: ${font.size.md};
  }
  p,
  ul {
    margin: ${spacing.xs} 0 0;
  }
  a {
    color: ${colors.text};
    font-weight: ${font.weight.semibold};
  }
`;

const Approval = styled.p`
  display: grid;
  gap: ${spacing.xxs};
  margin: ${spacing.sm} 0 0;
  &:empty {
    margin: 0;
  }
`;

type Failure = Extract<PlaceOutcome, { ok: false }>;

/** A link from the error summary to the step to fix: the step's section takes the focus. */
function StepLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={`#${to}`}
      onClick={(e) => {
        const step = document.getElementById(to)?.closest('section');
        if (!step) return;
        e.preventDefault();
        step.scrollIntoView?.({ block: 'start' });
        step.focus();
      }}
    >
      {children}
    </a>
  );
}

/** A mobile money payment the shopper approves on their phone while the order is placed. */
export interface PhoneApproval {
  amount: string;
  provider: string;
  phone: string;
}

interface Props {
  itemsSubtotal: number;
  quote: DeliveryQuote | null;
  placing: boolean;
  failure: Failure | null;
  /** While placing a mobile money order: the request waits for the shopper's phone, so say so. */
  approval?: PhoneApproval | null;
  onPlace: () => void;
}

/**
 * The summary column: items, delivery (the sum over stock locations), total, the Place order
 * button and, after a failed attempt, the error summary that takes the focus.
 */
export const SummaryPanel = forwardRef<HTMLDivElement, Props>(function SummaryPanel({ itemsSubtotal, quote, placing, failure, approval = null, onPlace }, errorRef) {
  const t = useT();
  return (
    <Sticky aria-labelledby="checkout-summary">
      <CardTitle id="checkout-summary">{t('co:summary')}</CardTitle>
      <Totals>
        <MoneyRow>
          <dt>{t('co:itemsSubtotal')}</dt>
          <dd>{formatPrice(quote ? quote.subtotal : itemsSubtotal)}</dd>
        </MoneyRow>
        {quote && (quote.student_discount ?? 0) > 0 ? (
          <MoneyRow data-testid="student-discount-line">
            <dt>{t('co:studentDiscount')}</dt>
            <dd>−{formatPrice(quote.student_discount ?? 0)}</dd>
          </MoneyRow>
        ) : null}
        <MoneyRow>
          <dt>{t('co:totalFee')}</dt>
          <dd>{quote ? quote.formatted_fee : <Muted as="span">{t('co:feePending')}</Muted>}</dd>
        </MoneyRow>
        <MoneyRow $strong>
          <dt>{t('co:total')}</dt>
          <dd>{quote ? quote.formatted_total : formatPrice(itemsSubtotal)}</dd>
        </MoneyRow>
      </Totals>
      {failure ? (
        <ErrorBox ref={errorRef} tabIndex={-1} role="alert" aria-labelledby="checkout-error-title">
          <h3 id="checkout-error-title">{t('co:errorTitle')}</h3>
          <p>{failure.message}</p>
          {failure.detail ? (
            <p>{failure.field ? <StepLink to={failure.field === 'address' ? ADDRESS_STEP_ID : 'checkout-items'}>{failure.detail}</StepLink> : failure.detail}</p>
          ) : null}
          {failure.unavailable ? (
            <ul>
              {failure.unavailable.map((u) => (
                <li key={lineKey(u.product_id, u.variant_id)}>
                  <StepLink to="checkout-items">{u.name}</StepLink>: {unavailableText(u)}
                </li>
              ))}
            </ul>
          ) : null}
        </ErrorBox>
      ) : null}
      <Button size="lg" fullWidth loading={placing} disabled={placing} aria-disabled={placing} onClick={onPlace}>
        {placing ? t('co:placing') : t('co:place')}
      </Button>
      {/* Always in the page, so a screen reader hears the words when they come. */}
      <Approval role="status">
        {placing && approval ? (
          <>
            <strong>{t('co:approveOnPhone', { amount: approval.amount, provider: approval.provider })}</strong>
            <span>{t('co:approveHint', { phone: approval.phone })}</span>
          </>
        ) : null}
      </Approval>
    </Sticky>
  );
});
