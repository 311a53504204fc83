import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'shared-router';
import { useBusState } from 'shared-events';
import { MOBILE_MONEY_NAMES, type Address } from 'shared-api';
import { nationalDigits } from 'shared-api/contract/phone-rules';
import { CartIcon, EmptyState, formatPrice, Spinner, tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import { useCartCommands } from '../cart/useCartCommands';
import { AddressStep } from './AddressStep';
import { DeliveryStep } from './DeliveryStep';
import { wantedLines } from './lines';
import { NoteStep } from './NoteStep';
import { PaymentStep } from './PaymentStep';
import { paymentErrors, type PaymentChoice, type PaymentErrors } from './payment';
import { placeOrder, type PlaceOutcome } from './placeOrder';
import { SummaryPanel, type PhoneApproval } from './SummaryPanel';
import { useQuote } from './useQuote';
import { usePageTitle } from 'shared-ui/tab-title';
import { Column, Page, PrimaryLink, TextLink, Title } from './styles';
import { Layout } from '../page/layout';
import { claimCheckoutChoices, forgetCheckoutChoices, keepAddressId, keepNote, keepPayment, keptNote, keptPayment } from './keptChoice';
import { useSession } from '../confirmation/useSession';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.lg};
`;

type Failure = Extract<PlaceOutcome, { ok: false }>;

/** What the shopper approves on their phone when the order is paid by mobile money now. */
function approvalOf(payment: PaymentChoice, total: number | null): PhoneApproval | null {
  if (payment.method !== 'mobile_money' || !payment.provider || total === null) return null;
  return { amount: formatPrice(total), provider: MOBILE_MONEY_NAMES[payment.provider], phone: `${payment.dialCode} ${nationalDigits(payment.digits, payment.dialCode)}` };
}

/**
 * /checkout: address, the cart grouped by stock location with the server's fees, payment, note,
 * and Place order. The cart stays the cart service's: this page only reads cart:changed and sends
 * cart:* commands (fixing a line, and cart:clear once the order exists).
 */
export function CheckoutPage() {
  const t = useT();
  usePageTitle(t('title:/checkout'));
  const navigate = useNavigate();
  const cart = useBusState('cart:changed');
  const commands = useCartCommands();
  const session = useSession();
  // Before the kept choices are read: another shopper's on this tab are not this one's.
  useState(() => claimCheckoutChoices(session?.user?.id));
  const [address, setAddress] = useState<Address | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>(keptPayment);
  const [payErrors, setPayErrors] = useState<PaymentErrors>({});
  const [note, setNote] = useState(keptNote);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // A second tap before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);

  const cartLines = cart?.lines;
  const lines = useMemo(() => wantedLines(cartLines ?? []), [cartLines]);
  const { state: quoteState, retry } = useQuote(address, lines);
  const quote = quoteState.status === 'ready' ? quoteState.quote : null;

  const chooseAddress = useCallback((next: Address | null) => {
    setAddress(next);
    keepAddressId(next?.id ?? null);
    // The error summary asked for an address: with one chosen it no longer says what is true.
    if (next) setFailure((f) => (f?.field === 'address' ? null : f));
  }, []);

  // The same when it named lines the shop could not sell and the new quote has none left.
  useEffect(() => {
    if (quote && quote.unavailable.length === 0) setFailure((f) => (f?.unavailable ? null : f));
  }, [quote]);

  useEffect(() => keepNote(note), [note]);
  useEffect(() => keepPayment(payment), [payment]);

  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  // The cart emptied on this page (its last line removed as one the shop cannot sell, or cleared
  // in another tab): the steps went with it, and the focus with them, to the page's top. It goes to
  // the empty state's heading, which says what happened, unless the shopper is already elsewhere.
  const emptyRef = useRef<HTMLSpanElement>(null);
  const hadLines = useRef(false);
  const emptied = cartLines !== undefined && !placing && !placed && cartLines.length === 0;
  useEffect(() => {
    const doc = emptyRef.current?.ownerDocument;
    if (emptied && hadLines.current && doc && (doc.activeElement === null || doc.activeElement === doc.body)) emptyRef.current?.focus();
    hadLines.current = (cartLines?.length ?? 0) > 0;
  }, [emptied, cartLines]);

  async function onPlace() {
    if (inFlight.current) return;
    if (quote && quote.unavailable.length > 0) {
      setFailure({ ok: false, message: t('co:fixUnavailable'), unavailable: quote.unavailable });
      return;
    }
    const found = paymentErrors(payment);
    setPayErrors(found);
    if (found.provider || found.phone) return; // the payment step shows them and takes the focus
    inFlight.current = true;
    setPlacing(true);
    setFailure(null);
    const outcome = await placeOrder({ addressId: address?.id ?? null, lines, payment, note });
    inFlight.current = false;
    setPlacing(false);
    if (!outcome.ok) {
      setFailure(outcome);
      return;
    }
    setPlaced(true);
    forgetCheckoutChoices();
    navigate(`/order-confirmation?order=${outcome.orderId}`);
  }

  // Placed (or placing, when the cart is emptied just before the page moves on): never flash 'empty'.
  if (!cart || placed || (placing && cart.lines.length === 0)) {
    return (
      <Page>
        <Spinner center size="lg" label={placed ? t('co:placing') : t('co:loadingCart')} />
      </Page>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <Page>
        <Title>{t('title:/checkout')}</Title>
        <EmptyState
          icon={<CartIcon size={28} />}
          title={
            <span ref={emptyRef} tabIndex={-1}>
              {t('empty')}
            </span>
          }
          text={t('co:emptyHint')}
          action={
            <Links>
              <PrimaryLink to="/home">{t('continueShopping')}</PrimaryLink>
              <TextLink to="/cart">{t('co:backToCart')}</TextLink>
            </Links>
          }
        />
      </Page>
    );
  }

  return (
    <Page>
      <Title>{t('title:/checkout')}</Title>
      <Layout>
        <Column>
          <AddressStep selected={address} onSelect={chooseAddress} />
          <DeliveryStep hasAddress={address !== null} state={quoteState} retry={retry} cart={cart.lines} commands={commands} />
          <PaymentStep
            value={payment}
            onChange={(next) => {
              setPayment(next);
              setPayErrors({});
            }}
            total={quote ? quote.total : null}
            errors={payErrors}
          />
          <NoteStep value={note} onChange={setNote} />
        </Column>
        <SummaryPanel
          ref={errorRef}
          itemsSubtotal={cart.subtotal}
          quote={quote}
          placing={placing}
          failure={failure}
          approval={approvalOf(payment, quote?.total ?? null)}
          onPlace={() => void onPlace()}
        />
      </Layout>
    </Page>
  );
}
