import { useEffect, useRef } from 'react';
import { MOBILE_MONEY_NAMES, MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS, POINTS_REDEEM_MIN, type PaymentMethod } from 'shared-api';
import { DIAL_CODES, splitPhone } from 'shared-api/contract/phone-rules';
import { useBusState } from 'shared-events';
import { formatPrice, tokens } from 'shared-ui';
import { FieldError, FieldGroup, PhoneInput, RadioCard, RadioCardNote } from 'shared-ui/form';
import { MutedText } from 'shared-ui/page';
import styled from 'styled-components';
import { useT } from '../messages';
import { walletCanPay, walletCovers, type PaymentChoice, type PaymentErrors } from './payment';
import { Card, CardTitle } from './styles';
import { useWallet } from './useWallet';

const { colors, spacing } = tokens;

const Fieldset = styled(FieldGroup).attrs({ $legend: 'muted' })``;
/** A method's state under its hint (the wallet's balance; mobile money not taken now), red when it cannot be chosen. */
const MethodState = styled(RadioCardNote)<{ $tone?: 'danger' }>`
  color: ${(p) => (p.$tone ? colors.danger : colors.textMuted)};
`;
const Extra = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing.sm};
  margin: ${spacing.sm} 0 0 ${spacing.lg};
  padding-left: ${spacing.md};
  border-left: 3px solid ${colors.primarySoft};
`;
/** A hint below a method's own fields (Hint sits in the option's second column). */
const Note = MutedText;
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }
`;
const Providers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${spacing.xs};
`;

interface Props {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  /** The order's total from the quote; null while unknown. */
  total: number | null;
  errors?: PaymentErrors;
  /** The methods offered; the contract's list by default. */
  methods?: readonly PaymentMethod[];
}

/**
 * Step 3: cash on delivery, the wallet (its balance, and the points when the shopper has at least
 * 100; refused with the reason when they do not cover the total), or mobile money now (the
 * service and the paying phone, by default the account's).
 */
export function PaymentStep({ value, onChange, total, errors = {}, methods = PAYMENT_METHODS }: Props) {
  const t = useT();
  const wallet = useWallet();
  const session = useBusState('session:changed');
  const providerRef = useRef<HTMLInputElement>(null);
  const digitsRef = useRef<HTMLInputElement>(null);

  const balance = wallet.status === 'ready' ? wallet.balance : 0;
  const points = wallet.status === 'ready' ? wallet.points : 0;
  const pointsValue = wallet.status === 'ready' ? wallet.pointsValue : 0;
  const canUsePoints = points >= POINTS_REDEEM_MIN && pointsValue > 0;
  const covers = walletCovers(balance, pointsValue, canUsePoints && value.usePoints);
  const walletOk = wallet.status === 'ready' && walletCanPay(covers, total);
  // A shop without a payment gateway says so: mobile money is shown, not offered (the server would refuse it).
  const mobileMoneyOff = wallet.status === 'ready' && !wallet.mobileMoney;

  // The phone from the session, once, unless the shopper typed one.
  const phone = session?.user?.phone;
  useEffect(() => {
    if (phone && !value.digits) onChange({ ...value, ...splitPhone(phone) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  /** A method shown but not offered: the wallet that does not cover the total, mobile money off. */
  const unusable = (method: PaymentMethod) => (method === 'wallet' && !walletOk) || (method === 'mobile_money' && mobileMoneyOff);

  // The chosen method became unusable (the wallet stopped covering the total as points were
  // unticked or the cart grew; mobile money kept from before on a shop that does not take it now):
  // it cannot stay chosen. Judged once the wallet's answer is in.
  const chosenUnusable = wallet.status !== 'loading' && unusable(value.method);
  useEffect(() => {
    if (chosenUnusable) onChange({ ...value, method: 'cash_on_delivery' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenUnusable]);

  // Errors found on Place order: the first field takes the focus.
  useEffect(() => {
    if (errors.provider) providerRef.current?.focus();
    else if (errors.phone) digitsRef.current?.focus();
  }, [errors.provider, errors.phone]);

  const set = (patch: Partial<PaymentChoice>) => onChange({ ...value, ...patch });

  const walletHint = () => {
    if (wallet.status === 'loading') return t('co:walletLoading');
    if (wallet.status === 'error') return t('co:walletFailed');
    if (!walletOk && total !== null) return t('co:walletShort', { balance: formatPrice(covers), total: formatPrice(total) });
    return t('co:walletBalance', { balance: formatPrice(balance) });
  };

  return (
    <Card aria-labelledby="checkout-payment">
      <CardTitle id="checkout-payment">{t('co:paymentStep')}</CardTitle>
      <Fieldset>
        <legend>{t('co:paymentLegend')}</legend>
        {methods.map((method) => {
          const disabled = unusable(method);
          // What the method's card says under its hint: the wallet's balance, or why mobile money is off.
          const state = method === 'wallet' ? walletHint() : method === 'mobile_money' && mobileMoneyOff ? t('co:err:mobileMoneyOff') : null;
          const stateId = state === null ? undefined : `checkout-payment-${method}-state`;
          return (
            <div key={method}>
              <RadioCard
                id={`checkout-payment-${method}`}
                name="checkout-payment"
                value={method}
                checked={value.method === method}
                disabled={disabled}
                onChange={() => set({ method })}
                label={t(`co:pay:${method}`)}
                hint={t(`co:payHint:${method}`)}
                aria-describedby={stateId}
              >
                {state !== null && (
                  <MethodState id={stateId} $tone={disabled && wallet.status === 'ready' ? 'danger' : undefined} data-testid={`${method}-state`}>
                    {state}
                  </MethodState>
                )}
              </RadioCard>
              {method === 'wallet' && canUsePoints && (
                <Extra>
                  <Check>
                    <input type="checkbox" checked={value.usePoints} onChange={(e) => set({ usePoints: e.target.checked })} />
                    {t('co:usePoints', { points, value: formatPrice(pointsValue) })}
                  </Check>
                  {value.usePoints && <Note>{t('co:walletCovers', { covered: formatPrice(covers) })}</Note>}
                </Extra>
              )}
              {method === 'mobile_money' && value.method === 'mobile_money' && (
                <Extra>
                  <Fieldset aria-describedby={errors.provider ? 'checkout-provider-error' : undefined}>
                    <legend>{t('co:provider')}</legend>
                    <Providers>
                      {MOBILE_MONEY_PROVIDERS.map((p, i) => (
                        <RadioCard
                          key={p}
                          ref={i === 0 ? providerRef : undefined}
                          name="checkout-provider"
                          value={p}
                          checked={value.provider === p}
                          aria-invalid={errors.provider ? true : undefined}
                          onChange={() => set({ provider: p })}
                          label={MOBILE_MONEY_NAMES[p]}
                        />
                      ))}
                    </Providers>
                    {errors.provider && <FieldError id="checkout-provider-error">{t('co:providerRequired')}</FieldError>}
                  </Fieldset>
                  <PhoneInput
                    ref={digitsRef}
                    id="checkout-phone"
                    label={t('co:phone')}
                    digitsLabel={t('co:digits')}
                    hint={t('co:phoneHint')}
                    error={errors.phone ? t(`co:${errors.phone}`) : undefined}
                    dialLabel={t('co:dialCode')}
                    dialCode={value.dialCode}
                    dialCodes={DIAL_CODES}
                    onDialCode={(dialCode) => set({ dialCode })}
                    value={value.digits}
                    onChange={(e) => set({ digits: e.target.value })}
                  />
                </Extra>
              )}
            </div>
          );
        })}
      </Fieldset>
    </Card>
  );
}
