import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, type AdvisorQuestion } from 'shared-api';
import { Button, formatDateTime } from 'shared-ui';
import * as calls from '../calls';
import { useT } from './messages';
import { errorText } from '../orders/format';
import * as S from '../wallet/styles';
import { askErrors, type AskField } from './rules';

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
  const [errors, setErrors] = useState<Partial<Record<AskField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [past, setPast] = useState<AdvisorQuestion[]>([]);
  const refs = { question: useRef<HTMLTextAreaElement>(null), phone: useRef<HTMLInputElement>(null) };
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

  const describedBy = (f: AskField, hint?: boolean) =>
    [hint ? fid(`${f}-hint`) : '', errors[f] ? fid(`${f}-error`) : ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = askErrors(question, phone);
    setErrors(found);
    setOutcome(null);
    const first = (['question', 'phone'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const typed = phone.replace(/[\s-]/g, '');
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
      setTimeout(() => outcomeRef.current?.focus(), 0);
    }
  };

  return (
    <S.Card aria-labelledby={fid('title')}>
      <h2 id={fid('title')}>{t('advisor.askTitle')}</h2>
      <S.Muted>{t('advisor.askIntro')}</S.Muted>
      <form onSubmit={submit} noValidate aria-busy={busy || undefined} style={{ display: 'grid', gap: 16 }}>
        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('question')}>{t('advisor.question')}</S.Label>
          <S.TextArea
            ref={refs.question}
            id={fid('question')}
            rows={3}
            value={question}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={describedBy('question')}
            onChange={(e) => {
              setQuestion(e.target.value);
              setEdited(true);
              setErrors((x) => ({ ...x, question: undefined }));
            }}
          />
          {errors.question && <S.FieldError id={fid('question-error')}>{errors.question}</S.FieldError>}
        </S.Fieldset>
        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('phone')}>{t('advisor.phone')}</S.Label>
          <S.Input
            ref={refs.phone}
            id={fid('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+252…"
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', true)}
            onChange={(e) => {
              setPhone(e.target.value);
              setErrors((x) => ({ ...x, phone: undefined }));
            }}
          />
          <S.Muted id={fid('phone-hint')}>{t('advisor.phoneHint')}</S.Muted>
          {errors.phone && <S.FieldError id={fid('phone-error')}>{errors.phone}</S.FieldError>}
        </S.Fieldset>
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
