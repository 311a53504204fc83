import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, formatPrice, SpinnerGlyph } from 'shared-ui';
import { FieldGroup, FieldHint, PhoneInput, RadioCard, useFieldErrors, type FieldErrors } from 'shared-ui/form';
import { MOBILE_MONEY_NAMES, MOBILE_MONEY_PROVIDERS, RECHARGE_MAX, RECHARGE_MIN, type MobileMoneyProvider } from 'shared-api';
import { DIAL_CODES, nationalDigits, PHONE_DIGITS, splitPhone } from 'shared-api/contract/phone-rules';
import { useT } from './messages';
import { errorText } from '../orders/format';
import { gatewayReason } from 'shared-api/contract/gateway-reason';
import { GatewayWords, moneyLeftHint, rechargeDetail, useReasonInline } from './RechargeWords';
import type { RechargeBody } from './rechargeKey';
import type { RechargeState } from './useRecharge';
import * as S from './styles';

const QUICK_AMOUNTS = [5, 10, 20, 50];

type RechargeField = 'provider' | 'phone' | 'amount';
const ORDER: RechargeField[] = ['provider', 'phone', 'amount'];

interface Props {
  state: RechargeState;
  /** The account's phone (from the session), the default paying phone. */
  accountPhone?: string | null;
  onSubmit: (body: RechargeBody) => void;
}

/** The amount typed: dollars with at most 2 decimals between the contract's bounds, or null. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= RECHARGE_MIN && n <= RECHARGE_MAX ? n : null;
}

/**
 * Recharge: the service (radios), the paying phone, the amount; then the waiting state while the
 * prompt is on the phone and the answer, in one live region that takes the focus when it ends.
 * The fields keep their values whatever the answer, so a retry is one tap.
 */
export function RechargeForm({ state, accountPhone, onSubmit }: Props) {
  const t = useT();
  const id = useId();
  const initial = splitPhone(accountPhone);
  const [provider, setProvider] = useState<MobileMoneyProvider | ''>('');
  const [dialCode, setDialCode] = useState(initial.dialCode);
  const [digits, setDigits] = useState(initial.digits);
  const [amount, setAmount] = useState('');
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<RechargeField>(ORDER);
  const resultRef = useRef<HTMLDivElement>(null);
  const busy = state.phase === 'sending' || state.phase === 'waiting';
  const ended = state.phase === 'approved' || state.phase === 'declined' || state.phase === 'timedOut' || state.phase === 'callFailed';

  // The session may arrive after the first render: fill the phone once, unless typed already.
  useEffect(() => {
    if (accountPhone && !digits) {
      const p = splitPhone(accountPhone);
      setDialCode(p.dialCode);
      setDigits(p.digits);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountPhone]);

  useEffect(() => {
    if (ended) resultRef.current?.focus();
  }, [ended, state.phase]);

  const ids = {
    provider: `${id}-provider-error`,
    digits: `${id}-digits`,
    amount: `${id}-amount`,
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-error`,
  };

  const bodyOrErrors = (): RechargeBody | null => {
    const found: FieldErrors<RechargeField> = {};
    const phone = nationalDigits(digits, dialCode);
    const value = parseAmount(amount);
    if (!provider) found.provider = t('recharge.providerRequired');
    if (!phone) found.phone = t('recharge.phoneRequired');
    else if (!PHONE_DIGITS.test(phone)) found.phone = t('recharge.phoneDigits');
    if (value === null) found.amount = t('recharge.amountInvalid');
    if (!showErrors(found) || !provider || value === null) return null;
    return { amount: value, payment_method: provider, phone: `${dialCode}${phone}` };
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const body = bodyOrErrors();
    if (body) onSubmit(body);
  };

  // Before a service is chosen the hint names none: naming EVC Plus read as if it were chosen.
  const providerName = provider ? MOBILE_MONEY_NAMES[provider] : t('recharge.anyProvider');

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <S.Stack>
        <FieldGroup $gap="xs" aria-describedby={errors.provider ? ids.provider : undefined} disabled={busy}>
          <legend>{t('recharge.provider')}</legend>
          <S.Choices>
            {MOBILE_MONEY_PROVIDERS.map((p, i) => (
              <RadioCard
                key={p}
                ref={i === 0 ? fieldRef('provider') : undefined}
                name={`${id}-provider`}
                value={p}
                checked={provider === p}
                aria-invalid={errors.provider ? true : undefined}
                onChange={() => {
                  setProvider(p);
                  clearError('provider');
                }}
                label={MOBILE_MONEY_NAMES[p]}
              />
            ))}
          </S.Choices>
          {errors.provider && <S.FieldError id={ids.provider}>{errors.provider}</S.FieldError>}
        </FieldGroup>

        <PhoneInput
          ref={fieldRef('phone')}
          id={ids.digits}
          label={t('recharge.phone')}
          digitsLabel={t('recharge.digits')}
          hint={t('recharge.phoneHint', { provider: providerName })}
          error={errors.phone}
          dialLabel={t('recharge.dialCode')}
          dialCode={dialCode}
          dialCodes={DIAL_CODES}
          onDialCode={setDialCode}
          disabled={busy}
          value={digits}
          onChange={(e) => {
            setDigits(e.target.value);
            clearError('phone');
          }}
        />

        <FieldGroup $gap="xs" disabled={busy}>
          <legend>{t('recharge.amount')}</legend>
          <S.Quick role="group" aria-label={t('recharge.quick')}>
            {QUICK_AMOUNTS.map((n) => (
              <Button
                key={n}
                size="sm"
                variant={parseAmount(amount) === n ? 'primary' : 'secondary'}
                aria-pressed={parseAmount(amount) === n}
                onClick={() => {
                  setAmount(String(n));
                  clearError('amount');
                }}
              >
                {formatPrice(n)}
              </Button>
            ))}
          </S.Quick>
          <S.Input
            ref={fieldRef('amount')}
            id={ids.amount}
            aria-label={t('recharge.amount')}
            inputMode="decimal"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={[errors.amount ? ids.amountError : '', ids.amountHint].filter(Boolean).join(' ')}
            onChange={(e) => {
              setAmount(e.target.value);
              clearError('amount');
            }}
          />
          {/* Like every field of the shop: the error first, then the hint. */}
          {errors.amount && <S.FieldError id={ids.amountError}>{errors.amount}</S.FieldError>}
          <FieldHint id={ids.amountHint}>{t('recharge.amountHint')}</FieldHint>
        </FieldGroup>

        <div role="status" aria-live="polite">
          <Outcome state={state} resultRef={resultRef} onRetry={() => submit()} />
        </div>

        {!busy && (
          <Button type="submit" size="lg" fullWidth>
            {t('recharge.submit')}
          </Button>
        )}
      </S.Stack>
    </form>
  );
}

function Outcome({ state, resultRef, onRetry }: { state: RechargeState; resultRef: RefObject<HTMLDivElement>; onRetry: () => void }) {
  const t = useT();
  const inline = useReasonInline();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'sending':
    case 'waiting': {
      const { amount, payment_method: p, phone } = state.body;
      return (
        <S.Box $tone="info">
          <SpinnerGlyph size={24} />
          <strong>{t('recharge.waiting', { amount: formatPrice(amount), provider: MOBILE_MONEY_NAMES[p] })}</strong>
          <p>{t('recharge.waitingHint', { phone })}</p>
        </S.Box>
      );
    }
    case 'approved':
      return (
        <S.Box $tone="success" ref={resultRef} tabIndex={-1}>
          <strong>{t('recharge.success', { amount: state.recharge.formatted_amount, balance: state.formattedBalance })}</strong>
        </S.Box>
      );
    case 'declined': {
      const reason = gatewayReason(state.recharge.message);
      // An English page: 'Payment declined: <reason>', one sentence. Another: its own title, then the gateway's words quoted.
      if (reason && inline) return <Failed resultRef={resultRef} onRetry={onRetry} title={t('recharge.declined', { reason })} />;
      return (
        <Failed resultRef={resultRef} onRetry={onRetry} title={t('recharge.declinedNoReason')}>
          {reason && (
            <p>
              <GatewayWords recharge={state.recharge} reason={reason} />
            </p>
          )}
        </Failed>
      );
    }
    case 'timedOut': {
      // The page's words, never the server's English message (RechargeWords.tsx). Failed: the title
      // already says nothing was added, so only what to do if the money left anyway.
      const detail = state.recharge && (state.recharge.payment_status === 'failed' ? moneyLeftHint(state.recharge, t) : rechargeDetail(state.recharge, t, inline));
      return (
        <Failed resultRef={resultRef} onRetry={onRetry} title={t('recharge.timedOut')}>
          {detail && <p>{detail}</p>}
          {state.recharge?.payment_status === 'pending' && <p>{t('recharge.lateHint')}</p>}
        </Failed>
      );
    }
    case 'callFailed':
      return <Failed resultRef={resultRef} onRetry={onRetry} title={errorText(state.error, t('recharge.failedCall'))} />;
  }
}

/** A recharge that did not go through: what happened, any detail, and Try again (the same amount, a new attempt). */
function Failed({ title, children, resultRef, onRetry }: { title: string; children?: ReactNode; resultRef: RefObject<HTMLDivElement>; onRetry: () => void }) {
  const t = useT();
  return (
    <S.Box $tone="danger" ref={resultRef} tabIndex={-1}>
      <strong>{title}</strong>
      {children}
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('recharge.tryAgain')}
        </Button>
      </div>
    </S.Box>
  );
}
