import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'shared-router';
import { Button, formatPrice, tokens, useLanguage } from 'shared-ui';
import { RadioCard } from 'shared-ui/form';
import { PageHeader } from 'shared-ui/page';
import { api, type StudentDiscount } from 'shared-api';
import { STUDENT_DISCOUNT } from 'shared-api/contract/student-rules';
import { getBus, useBusState } from 'shared-events';
import * as calls from '../calls';
import { AccountFrame } from '../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import { studentErrorText } from './errors';
import * as S from '../wallet/styles';
import { dayOf } from './dayOf';

const { spacing } = tokens;

const Facts = styled.ul`
  margin: 0;
  padding-left: ${spacing.lg};
  line-height: 1.6;
`;
const Form = styled.form`
  display: grid;
  gap: ${spacing.md};
`;

/**
 * /student-discount (spec §1 Student & Grad discount): what it is, for everyone; then, with a
 * session, the school e-mail form, the code form, and the verified state with its end date.
 */
export function StudentDiscountPage() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const session = useBusState('session:changed');
  const loggedIn = Boolean(session?.loggedIn);
  const title = t('student.title');
  usePageTitle(title);
  const fid = useId();
  const [discount, setDiscount] = useState<StudentDiscount | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'student' | 'graduate'>('student');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'code'; text: string } | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the answer's form is on the screen (after React's commit, not before).
  const [focusNext, setFocusNext] = useState<'code' | 'done' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'code' ? codeRef.current : doneRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext, discount]);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    api.call(calls.studentDiscountStatus, {}).then(
      (a) => live && setDiscount(a.discount),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  const percent = STUDENT_DISCOUNT.percent;
  const cap = formatPrice(STUDENT_DISCOUNT.capCents / 100);

  async function onRequest(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError({ field: 'email', text: t('student.emailRequired') });
    setBusy(true);
    setError(null);
    try {
      const a = await api.call(calls.studentDiscountRequest, { school_email: email.trim(), kind });
      setDiscount(a.discount);
      setChanging(false);
      setCode('');
      setNotice(t('student.codeSent', { email: a.discount.school_email ?? email }));
      setFocusNext('code');
    } catch (err) {
      setError({ field: 'email', text: studentErrorText(err, t, t('student.requestFailed')) });
    } finally {
      setBusy(false);
    }
  }

  async function onVerify(e: FormEvent) {
    e.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== STUDENT_DISCOUNT.codeLength) return setError({ field: 'code', text: t('student.codeShape') });
    setBusy(true);
    setError(null);
    try {
      const a = await api.call(calls.studentDiscountVerify, { code: digits });
      setDiscount(a.discount);
      setNotice('');
      setFocusNext('done');
    } catch (err) {
      setError({ field: 'code', text: studentErrorText(err, t, t('student.verifyFailed')) });
    } finally {
      setBusy(false);
    }
  }

  const status = discount?.status ?? 'none';
  const showEmailForm = loggedIn && discount && (changing || status === 'none' || status === 'expired');
  const showCodeForm = loggedIn && discount && status === 'pending' && !changing;
  const emailError = error?.field === 'email' ? error.text : '';
  const codeError = error?.field === 'code' ? error.text : '';

  return (
    <AccountFrame>
      <PageHeader title={title} intro={t('student.intro', { percent, cap })} />
      <S.Card aria-labelledby={`${fid}-how`}>
        <h2 id={`${fid}-how`}>{t('student.howTitle')}</h2>
        <Facts>
          <li>{t('student.fact1', { percent, cap })}</li>
          <li>{t('student.fact2')}</li>
          <li>{t('student.fact3', { months: STUDENT_DISCOUNT.validMonths })}</li>
          <li>{t('student.fact4')}</li>
        </Facts>
      </S.Card>

      {!loggedIn && (
        <S.Card>
          <p>{t('student.loginText')}</p>
          <div>
            <Button type="button" onClick={() => getBus().emit('auth:required', { returnTo: location.pathname })}>
              {t('student.login')}
            </Button>
          </div>
        </S.Card>
      )}
      {loggedIn && !discount && <S.Muted role="status">{loadFailed ? t('student.loadFailed') : t('student.loading')}</S.Muted>}

      {loggedIn && discount && status === 'verified' && !changing && (
        <S.Box $tone="success" ref={doneRef} tabIndex={-1} data-testid="student-verified">
          <strong>{t('student.verified', { percent })}</strong>
          <p>{t(`student.kind:${discount.kind ?? 'student'}`)} · {discount.school_email}</p>
          <p>{t('student.validUntil', { date: dayOf(discount.valid_until!, language) })}</p>
        </S.Box>
      )}
      {loggedIn && discount && status === 'expired' && !changing && (
        <S.Box $tone="info">
          <p>{t('student.expired', { date: dayOf(discount.valid_until!, language) })}</p>
        </S.Box>
      )}

      {showEmailForm && (
        <S.Card>
          <Form noValidate onSubmit={(e) => void onRequest(e)} aria-labelledby={`${fid}-ask`} aria-busy={busy || undefined}>
            <h2 id={`${fid}-ask`}>{t('student.askTitle')}</h2>
            <S.Fieldset disabled={busy}>
              <legend>{t('student.kindLegend')}</legend>
              <S.Choices>
                {(['student', 'graduate'] as const).map((k) => (
                  <RadioCard key={k} name={`${fid}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} label={t(`student.kind:${k}`)} />
                ))}
              </S.Choices>
            </S.Fieldset>
            <S.Fieldset disabled={busy}>
              <S.Label htmlFor={`${fid}-email`}>{t('student.emailLabel')}</S.Label>
              <S.Input
                id={`${fid}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={`${fid}-email-hint${emailError ? ` ${fid}-email-error` : ''}`}
              />
              <S.Muted id={`${fid}-email-hint`}>{t('student.emailHint')}</S.Muted>
              {emailError && <S.FieldError id={`${fid}-email-error`} role="alert">{emailError}</S.FieldError>}
            </S.Fieldset>
            <div>
              <Button type="submit" disabled={busy}>{busy ? t('student.sending') : t('student.send')}</Button>
            </div>
          </Form>
        </S.Card>
      )}

      {showCodeForm && (
        <S.Card>
          <Form noValidate onSubmit={(e) => void onVerify(e)} aria-labelledby={`${fid}-code-title`} aria-busy={busy || undefined}>
            <h2 id={`${fid}-code-title`}>{t('student.codeTitle')}</h2>
            <p role="status">{notice || t('student.codeSent', { email: discount.school_email ?? '' })}</p>
            <S.Fieldset disabled={busy}>
              <S.Label htmlFor={`${fid}-code`}>{t('student.codeLabel')}</S.Label>
              <S.Input
                ref={codeRef}
                id={`${fid}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={STUDENT_DISCOUNT.codeLength}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, STUDENT_DISCOUNT.codeLength))}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `${fid}-code-error` : undefined}
              />
              {codeError && <S.FieldError id={`${fid}-code-error`} role="alert">{codeError}</S.FieldError>}
            </S.Fieldset>
            <S.Quick>
              <Button type="submit" disabled={busy}>{t('student.verify')}</Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={() => { setChanging(true); setError(null); }}>
                {t('student.newCode')}
              </Button>
            </S.Quick>
          </Form>
        </S.Card>
      )}
    </AccountFrame>
  );
}
