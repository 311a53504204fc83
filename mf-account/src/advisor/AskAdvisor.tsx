import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, type AdvisorQuestion } from 'shared-api';
import { cleanDigits } from 'shared-api/contract/phone-rules';
import { Button, formatDateTime } from 'shared-ui';
import { Field, TextArea, TextInput, useFieldErrors } from 'shared-ui/form';
import * as calls from '../calls';
import { useT } from './messages';
import { errorText } from '../orders/format';
import * as S from '../wallet/styles';
import { askErrors, type AskField } from './rules';
import { useFocusWhenShown } from '../account/useFocusWhenShown';

const ASK_ORDER: AskField[] = ['question', 'phone'];

type Outcome = { kind: 'sent'; phone: string } | { kind: 'failed'; message: string } | null;

/**
 * 'Ask a human advisor': the question (the need, until the shopper writes their own) goes to the
 * shop's advisors on WhatsApp with the products shown; the reply comes on the shopper's WhatsApp.
 */
export function AskAdvisor({ need, suggestedIds }: { need: string; suggestedIds: number[] }) {
  const t = useT();
  const id = useId();
  const fid = (f: string) => `${id}-${f}`;
  const [question, setQuestion] = useState(need);
  const [edited, setEdited] = useState(false);
  const [phone, setPhone] = useState('');
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<AskField>(ASK_ORDER);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [past, setPast] = useState<AdvisorQuestion[]>([]);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The question follows the need until the shopper writes in it.
  useEffect(() => {
    if (!edited) setQuestion(need);
  }, [need, edited]);

  const loadPast = useCallback(() => {
    // Fresh: the list changes with every question sent (a cached answer would miss it).
    api.call(calls.advisorQuestions, { limit: 5 }, { fresh: true }).then(
      (a) => setPast(a.questions),
      // The list is a convenience: without it the form still works.
      () => undefined,
    );
  }, []);
  useEffect(loadPast, [loadPast]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!showErrors(askErrors(question, phone))) return;
    setBusy(true);
    try {
      const typed = cleanDigits(phone);
      const answer = await api.call(calls.advisorAsk, {
        question: question.trim(),
        ...(typed ? { phone: typed } : {}),
        ...(suggestedIds.length ? { suggested_ids: suggestedIds } : {}),
      });
      setOutcome({ kind: 'sent', phone: answer.reply_to });
      loadPast();
    } catch (err) {
      setOutcome({ kind: 'failed', message: errorText(err, t('advisor.sendFailed')) });
    } finally {
      setBusy(false);
    }
  };
  useFocusWhenShown(outcomeRef, outcome);

  return (
    <S.Card aria-labelledby={fid('title')}>
      <h2 id={fid('title')}>{t('advisor.askTitle')}</h2>
      <S.Muted>{t('advisor.askIntro')}</S.Muted>
      <form onSubmit={submit} noValidate aria-busy={busy || undefined} style={{ display: 'grid', gap: 16 }}>
        <Field id={fid('question')} label={t('advisor.question')} error={errors.question}>
          {(control) => (
            <TextArea
              {...control}
              ref={fieldRef('question')}
              rows={3}
              value={question}
              disabled={busy}
              onChange={(e) => {
                setQuestion(e.target.value);
                setEdited(true);
                clearError('question');
              }}
            />
          )}
        </Field>
        {/* One international number with its dial code ('+252…'), any country, or none: not the shop's
            dial-code list with digits (PhoneInput), so a plain phone box. */}
        <TextInput
          ref={fieldRef('phone')}
          id={fid('phone')}
          label={t('advisor.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+252…"
          value={phone}
          disabled={busy}
          hint={t('advisor.phoneHint')}
          error={errors.phone}
          onChange={(e) => {
            setPhone(e.target.value);
            clearError('phone');
          }}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? t('advisor.sending') : t('advisor.send')}
          </Button>
        </div>
      </form>
      {outcome && (
        <S.Box ref={outcomeRef} tabIndex={-1} role={outcome.kind === 'sent' ? 'status' : 'alert'} $tone={outcome.kind === 'sent' ? 'success' : 'danger'}>
          <p>{outcome.kind === 'sent' ? t('advisor.sent', { phone: outcome.phone }) : outcome.message}</p>
        </S.Box>
      )}
      {past.length > 0 && (
        <section aria-labelledby={fid('past')}>
          <h3 id={fid('past')} style={{ margin: 0 }}>
            {t('advisor.past')}
          </h3>
          <S.List>
            {past.map((q) => (
              <S.Entry key={q.id}>
                <span>{q.question}</span>
                <S.Amount $sign={q.question_status === 'failed' ? 'minus' : 'none'}>{t(`advisor.status:${q.question_status}`)}</S.Amount>
                <S.Small>{formatDateTime(q.created_at)}</S.Small>
              </S.Entry>
            ))}
          </S.List>
        </section>
      )}
    </S.Card>
  );
}
