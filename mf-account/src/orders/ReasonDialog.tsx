import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, tokens } from 'shared-ui';
import { RadioCard } from 'shared-ui/form';
import { Modal } from 'shared-ui/modal';
import { api, MOBILE_MONEY_NAMES, type Order, type RefundMethod } from 'shared-api';
import { refundChoices } from './refundChoices';
import { useT as useOrdersT } from './messages';
import { useT } from './ReasonDialog.messages';
import { errorText } from './format';
import { DialogForm, FieldError, Group, Hint, ServerError, TextBox } from '../dialogs/formParts';

const { spacing } = tokens;

/** The reasons offered; 'other' asks for the shopper's own words. */
const REASONS = {
  cancel: ['changed_mind', 'mistake', 'better_price', 'too_slow', 'other'],
  return: ['damaged', 'wrong_item', 'not_as_described', 'not_needed', 'other'],
} as const;
type Mode = keyof typeof REASONS;
type Reason = (typeof REASONS)[Mode][number];
/** The contract's bound on a reason (one line). */
const REASON_MAX = 300;

/* The reason's short text box, under 'Other'. */
const OtherText = styled(TextBox)`
  min-height: 72px;
  margin-top: ${spacing.xs};
`;
interface Props {
  mode: Mode;
  order: Order;
  onClose: () => void;
  /** The order as the server answered after the cancel or return. */
  onDone: (order: Order) => void;
}

interface Errors {
  reason?: string;
  other?: string;
  refund?: string;
}

/**
 * Cancel (while not shipped) or return (after delivery) with a reason, and the refund method as the
 * spec's call takes it: a return always needs one; a cancel only when something was paid.
 */
export function ReasonDialog({ mode, order, onClose, onDone }: Props) {
  const t = useT();
  const ordersT = useOrdersT();
  const id = useId();
  const [reason, setReason] = useState<Reason | ''>('');
  const [other, setOther] = useState('');
  const choices = refundChoices(order);
  // One way back only (a wallet payment): chosen already.
  const [refund, setRefund] = useState<RefundMethod | ''>(choices.length === 1 ? choices[0]! : '');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);
  const firstRefund = useRef<HTMLInputElement>(null);

  const paid = order.payment_status === 'paid';
  const needsRefund = mode === 'return' || paid;
  const ids = { form: `${id}-form`, reason: `${id}-reason-error`, other: `${id}-other`, otherError: `${id}-other-error`, refund: `${id}-refund-error` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = other.trim().replace(/\s+/g, ' ');
    const found: Errors = {};
    if (!reason) found.reason = t('reason.required');
    else if (reason === 'other' && !words) found.other = t('reason.otherRequired');
    if (needsRefund && !refund) found.refund = t('refund.required');
    setErrors(found);
    if (found.reason) return firstReason.current?.focus();
    if (found.other) return otherRef.current?.focus();
    if (found.refund) return firstRefund.current?.focus();

    setSending(true);
    setFailure(null);
    const params = {
      id: String(order.id),
      reason: reason === 'other' ? words.slice(0, REASON_MAX) : t(`reason:${reason as Exclude<Reason, 'other'>}`),
    };
    try {
      const answer =
        mode === 'cancel'
          ? await api.call('orderCancel', refund ? { ...params, refund_method: refund } : params)
          : await api.call('orderReturn', { ...params, refund_method: refund as RefundMethod });
      onDone(answer.order);
    } catch (err) {
      setFailure(errorText(err, t(mode === 'cancel' ? 'cancel.failed' : 'return.failed')));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={sending ? () => undefined : onClose}
      title={t(mode === 'cancel' ? 'cancel.title' : 'return.title', { number: order.order_number })}
      initialFocusRef={firstReason}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t(mode === 'cancel' ? 'cancel.keep' : 'return.keep')}
          </Button>
          <Button type="submit" form={ids.form} variant={mode === 'cancel' ? 'danger' : 'primary'} loading={sending}>
            {t(mode === 'cancel' ? 'cancel.confirm' : 'return.confirm')}
          </Button>
        </>
      }
    >
      <DialogForm id={ids.form} onSubmit={submit} noValidate>
        <p>{t(mode === 'cancel' ? 'cancel.text' : 'return.text')}</p>
        <Group aria-describedby={errors.reason ? ids.reason : undefined}>
          <legend>{t(mode === 'cancel' ? 'cancel.reasonLegend' : 'return.reasonLegend')}</legend>
          {REASONS[mode].map((key, i) => (
            <RadioCard
              key={key}
              ref={i === 0 ? firstReason : undefined}
              name={`${id}-reason`}
              value={key}
              checked={reason === key}
              aria-invalid={errors.reason ? true : undefined}
              onChange={() => {
                setReason(key);
                setErrors((e) => ({ ...e, reason: undefined }));
              }}
              label={t(`reason:${key}`)}
            />
          ))}
          {errors.reason && <FieldError id={ids.reason}>{errors.reason}</FieldError>}
          {reason === 'other' && (
            <>
              <label htmlFor={ids.other}>{t('reason.otherLabel')}</label>
              <OtherText
                ref={otherRef}
                id={ids.other}
                value={other}
                maxLength={REASON_MAX}
                aria-invalid={errors.other ? true : undefined}
                aria-describedby={errors.other ? ids.otherError : undefined}
                onChange={(e) => {
                  setOther(e.target.value);
                  setErrors((er) => ({ ...er, other: undefined }));
                }}
              />
              {errors.other && <FieldError id={ids.otherError}>{errors.other}</FieldError>}
            </>
          )}
        </Group>
        {needsRefund ? (
          <Group aria-describedby={errors.refund ? ids.refund : undefined}>
            <legend>{t('refund.legend')}</legend>
            {choices.map((method, i) => (
              <RadioCard
                key={method}
                ref={i === 0 ? firstRefund : undefined}
                name={`${id}-refund`}
                value={method}
                checked={refund === method}
                aria-invalid={errors.refund ? true : undefined}
                onChange={() => {
                  setRefund(method);
                  setErrors((e) => ({ ...e, refund: undefined }));
                }}
                label={
                  method === 'mobile_money' && order.payment_method === 'mobile_money' && order.payment_provider && order.payment_phone
                    ? ordersT('refund:mobile_moneyTo', { phone: order.payment_phone, provider: MOBILE_MONEY_NAMES[order.payment_provider] })
                    : ordersT(`refund:${method}`)
                }
              />
            ))}
            {errors.refund && <FieldError id={ids.refund}>{errors.refund}</FieldError>}
          </Group>
        ) : (
          <Hint>{t('refund.nothingPaid')}</Hint>
        )}
        {failure && <ServerError role="alert">{failure}</ServerError>}
      </DialogForm>
    </Modal>
  );
}
