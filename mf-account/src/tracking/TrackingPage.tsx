import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'shared-router';
import styled from 'styled-components';
import { Button, ErrorState, Skeleton, VisuallyHidden, cardSurfaceStyles, media, tokens } from 'shared-ui';
import { FieldError } from 'shared-ui/form';
import { BackLink, PageHeader, StackList } from 'shared-ui/page';
import { AccountFrame } from '../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { errorText } from '../orders/format';
import { StatusBadge } from '../orders/StatusBadge';
import { Timeline } from '../orders/Timeline';
import { useTracking, type Tracked } from './useTracking';
import { useDeliveryTime } from 'shared-ui/delivery-time';

const { colors, font, spacing, radii } = tokens;

/** The contract's bound on what the tracking call takes. */
const NUMBER_MAX = 20;

const Card = styled.div`
  display: grid;
  gap: ${spacing.md};
  max-width: 720px;
  padding: ${spacing.xl};
  ${cardSurfaceStyles}
  ${media.mobile} {
    padding: ${spacing.lg};
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${spacing.xs};
  label {
    font-weight: ${font.weight.semibold};
  }
`;
const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  input {
    flex: 1 1 200px;
    min-width: 0;
    min-height: 44px;
    box-sizing: border-box;
    padding: 0 ${spacing.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font: inherit;
    font-family: ${font.familyMono};
    text-transform: uppercase;
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  button {
    flex: 0 0 auto;
    ${media.mobile} {
      flex: 1 1 100%;
    }
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;
// Set apart from the form above: the answer to the search.
const Result = styled.section`
  display: grid;
  gap: ${spacing.lg};
  margin-top: ${spacing.sm};
  padding-top: ${spacing.lg};
  border-top: 1px solid ${colors.border};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${spacing.sm} ${spacing.md};
    margin: 0;
    font-size: ${font.size.xl};
  }
  h2:focus {
    outline: none;
  }
  h3 {
    margin: 0;
    font-size: ${font.size.md};
  }
`;
const Number = styled.span`
  font-family: ${font.familyMono};
`;
const Eta = styled.p`
  margin: 0;
  padding: ${spacing.md} ${spacing.lg};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  strong {
    display: block;
    color: ${colors.primary};
    font-size: ${font.size.sm};
  }
`;
const Shipments = styled(StackList).attrs({ $gap: 'xs' })`
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${spacing.xs} ${spacing.md};
    overflow-wrap: anywhere;
  }
  span {
    color: ${colors.textMuted};
  }
`;
const Missing = styled.p`
  margin: 0;
  padding: ${spacing.md} ${spacing.lg};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.dangerActive};
`;
const ViewLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
`;

/** /order-tracking: an order found by its number (or ?order=SQ-100042), its timeline and expected delivery. */
export function TrackingPage() {
  const t = useT();
  const ordersT = useOrdersT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = (params.get('order') ?? '').trim().slice(0, NUMBER_MAX);
  const [typed, setTyped] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const state = useTracking(asked, round);
  usePageTitle(t('tracking.title'));

  // The address changed under the page (back, a link from an order card): the field follows.
  useEffect(() => setTyped(asked), [asked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = typed.trim();
    if (!number) {
      setError(t('tracking.required'));
      field.current?.focus();
      return;
    }
    setError(null);
    submitted.current = true;
    if (number === asked) setRound((r) => r + 1);
    else setParams({ order: number });
  };

  // A number the server could not read is the field's error, in the page's language; the field
  // takes the focus as it does for an empty one.
  useEffect(() => {
    if (state.status === 'badNumber') field.current?.focus();
  }, [state.status]);
  const fieldError = error ?? (state.status === 'badNumber' && typed.trim() === asked ? t('tracking.badNumber') : null);

  return (
    <AccountFrame>
      <BackLink as={Link} to="/account">
        {ordersT('detail.back')}
      </BackLink>
      <PageHeader title={t('tracking.title')} intro={t('tracking.intro')} />
      <Card>
        {/* Named: the header's product search is a search landmark too, and two unnamed ones
            cannot be told apart in a screen reader's landmark list. */}
        <Form onSubmit={submit} noValidate role="search" aria-label={t('tracking.title')}>
          <label htmlFor={`${id}-number`}>{t('tracking.label')}</label>
          <Field>
            <input
              ref={field}
              id={`${id}-number`}
              name="order"
              value={typed}
              maxLength={NUMBER_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="SQ-100042"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
            />
            <Button type="submit" loading={state.status === 'loading'}>
              {t('tracking.submit')}
            </Button>
          </Field>
          <Hint id={`${id}-hint`}>{t('tracking.hint')}</Hint>
          {fieldError && (
            <FieldError id={`${id}-error`} role="alert">
              {fieldError}
            </FieldError>
          )}
        </Form>
        {state.status === 'loading' && (
          <div role="status">
            <VisuallyHidden>{ordersT('detail.loading')}</VisuallyHidden>
            <Skeleton height={180} radius="lg" />
          </div>
        )}
        {state.status === 'notFound' && <Missing role="alert">{t('tracking.notFound', { number: state.number })}</Missing>}
        {state.status === 'error' && (
          <ErrorState title={t('tracking.failed')} text={errorText(state.error, '')} actionLabel={ordersT('orders.tryAgain')} onAction={() => setRound((r) => r + 1)} />
        )}
        {state.status === 'found' && <TrackedOrder result={state.result} focusOnShow={submitted.current} />}
      </Card>
    </AccountFrame>
  );
}

function TrackedOrder({ result, focusOnShow }: { result: Tracked; focusOnShow: boolean }) {
  const t = useT();
  const timeIn = useDeliveryTime();
  const ordersT = useOrdersT();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a search the answer takes the focus, so a screen reader reads it; not on a page load.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, result]);

  return (
    <Result aria-labelledby={`tracked-${result.order_id}`}>
      <h2 id={`tracked-${result.order_id}`} ref={heading} tabIndex={-1}>
        <Number>{result.order_number}</Number>
        <StatusBadge status={result.order_status} />
      </h2>
      {result.estimated_delivery_time && (
        <Eta>
          <strong>{t('tracking.eta')}</strong>
          {timeIn(result.estimated_delivery_time)}
        </Eta>
      )}
      <Timeline timeline={result.timeline} status={result.order_status} label={ordersT('timeline.title')} />
      {result.shipments.length > 1 && (
        <div>
          <h3>{t('tracking.shipments')}</h3>
          <Shipments>
            {result.shipments.map((s, i) => (
              <li key={i}>
                {s.stock_location}
                <span>
                  {s.delivery_method}
                  {s.estimated_delivery_time && ` · ${timeIn(s.estimated_delivery_time)}`}
                </span>
              </li>
            ))}
          </Shipments>
        </div>
      )}
      <ViewLink to={`/account/orders/${result.order_id}`}>{t('tracking.view')}</ViewLink>
    </Result>
  );
}
