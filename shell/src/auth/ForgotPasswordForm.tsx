import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { api } from 'shared-api';
import { Button } from 'shared-ui';
import { useT } from './messages';
import { showDialog } from './dialogs';
import { CodeField, Field, Form, LinkButton, Muted, Notice } from './Field';
import { PasswordField } from './PasswordField';
import { codeError, confirmError, emailError, passwordError, resetConfirmFailureText, resetRequestFailureText } from './rules';
import { useCooldown } from './useCooldown';

type Step = 'request' | 'confirm' | 'done';

/** Spec §2 forgot-password modal: the e-mail first, then the code and the new password. */
export function ForgotPasswordForm({ focusRef }: { focusRef?: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'confirm') codeRef.current?.focus();
  }, [step]);

  const request = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = emailError(email);
    setErrors({ email: invalid });
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await api.call('resetRequest', { email: email.trim() });
      // A success is said in the page's language (the server's message is English); a refusal
      // quotes the server, as spec §8 asks.
      setNotice(t('resetCodeSent'));
      cooldown.start(answer.cooldown_seconds || undefined);
      setStep('confirm');
    } catch (err) {
      setFailure(resetRequestFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirmReset = async (event: FormEvent) => {
    event.preventDefault();
    const found = { code: codeError(code), password: passwordError(password), confirm: confirmError(password, confirm) };
    setErrors(found);
    setFailure(null);
    if (found.code || found.password || found.confirm) return;
    setBusy(true);
    try {
      await api.call('resetConfirm', { email: email.trim(), code, new_password: password });
      setNotice(t('resetDone'));
      setStep('done');
    } catch (err) {
      setFailure(resetConfirmFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Muted>
      <LinkButton type="button" onClick={() => showDialog('login')}>
        {t('backToLogin')}
      </LinkButton>
    </Muted>
  );
  const failureNotice = failure ? <Notice $tone="error" role="alert">{failure}</Notice> : null;

  if (step === 'done') {
    return (
      <Form as="div">
        <Notice $tone="success" role="status">{notice}</Notice>
        <Button fullWidth onClick={() => showDialog('login')}>{t('toLogin')}</Button>
      </Form>
    );
  }
  if (step === 'request') {
    return (
      <Form onSubmit={request} noValidate>
        <Muted style={{ textAlign: 'left' }}>{t('forgotIntro')}</Muted>
        {failureNotice}
        <Field ref={focusRef as RefObject<HTMLInputElement>} label={t('emailLabel')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Button type="submit" fullWidth loading={busy}>{t('sendResetCode')}</Button>
        {back}
      </Form>
    );
  }
  return (
    <Form onSubmit={confirmReset} noValidate>
      {notice ? <Notice $tone="info" role="status">{notice}</Notice> : null}
      {failureNotice}
      <CodeField ref={codeRef} label={t('codeLabel')} name="code" value={code} onCode={setCode} error={errors.code} />
      <PasswordField label={t('newPasswordLabel')} name="new_password" autoComplete="new-password" hint={t('passwordHint')} value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <PasswordField label={t('confirmNewPasswordLabel')} name="confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
      <Button type="submit" fullWidth loading={busy}>{t('resetButton')}</Button>
      <Muted>
        <LinkButton type="button" onClick={() => void request()} disabled={cooldown.remaining > 0 || busy}>
          {cooldown.remaining > 0 ? t('resendIn', { seconds: cooldown.remaining }) : t('resendCode')}
        </LinkButton>
      </Muted>
      {back}
    </Form>
  );
}
