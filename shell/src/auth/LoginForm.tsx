import { useEffect, useId, useState, type FormEvent, type RefObject } from 'react';
import { api, isApiError } from 'shared-api';
import { Button } from 'shared-ui';
import { useT } from './messages';
import { getSession } from '../session/session';
import { savePending } from '../session/storage';
import { showDialog } from './dialogs';
import { Field, Form, LinkButton, Muted, Notice } from './Field';
import { LoginCodeForm } from './LoginCodeForm';
import { PasswordField } from './PasswordField';
import { loginError, loginFailureText } from './rules';

/** Drawn, not an emoji: phones without an emoji font would show a box. */
function LockGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ display: 'inline-block', verticalAlign: '-2px' }}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

type Demo = { email: string; password: string } | null;
let demoAnswer: Promise<Demo> | null = null;

/** Whether the server runs with demo data (then 'Use Test Account' may fill its credentials). */
export function demoAccount(): Promise<Demo> {
  demoAnswer ??= api
    .call('demoInfo', {})
    .then((r) => (r.demo && r.email && r.password ? { email: r.email, password: r.password } : null))
    .catch(() => {
      demoAnswer = null; // ask again next time
      return null;
    });
  return demoAnswer;
}
export const forgetDemoForTests = () => {
  demoAnswer = null;
};

export function LoginForm({ onDone, focusRef }: { onDone: () => void; focusRef?: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState<Demo>(null);
  /** Password attempts are locked (429): offer a login code; `byCode` shows its form. */
  const [locked, setLocked] = useState(false);
  const [byCode, setByCode] = useState(false);
  const errorId = useId();

  useEffect(() => {
    let live = true;
    void demoAccount().then((d) => live && setDemo(d));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = loginError(identifier, password);
    setError(invalid);
    setLocked(false);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await api.call('login', { email: identifier.trim(), password });
      if (!answer.token) throw new Error(t('noTokenReceived'));
      getSession().loggedInWith(answer);
      onDone();
    } catch (err) {
      const pendingId = isApiError(err) && err.code === 'not_verified' ? err.details?.user_id : undefined;
      const ticket = isApiError(err) ? err.details?.ticket : undefined;
      if (typeof pendingId === 'number' && typeof ticket === 'string') {
        // Right password, code never entered: the server sent a new one; ask for it here.
        const typed = identifier.trim();
        savePending(pendingId, { name: '', email: typed.includes('@') ? typed : '', phone: typed.includes('@') ? '' : typed, country: '', country_code: '' }, ticket);
        showDialog('verify');
        return;
      }
      setError(err instanceof Error && err.message === t('noTokenReceived') ? `${t('loginFailedPrefix')}: ${err.message}` : loginFailureText(err));
      setLocked(isApiError(err) && err.code === 'rate_limited');
      setBusy(false);
    }
  };

  const describedBy = error ? errorId : undefined;
  if (byCode) {
    return (
      <LoginCodeForm
        identifier={identifier.trim()}
        onDone={onDone}
        onBack={() => {
          setByCode(false);
          setLocked(false);
          setError(null);
        }}
      />
    );
  }
  return (
    <Form onSubmit={submit} noValidate aria-describedby={describedBy}>
      <Muted style={{ textAlign: 'left' }}>{t('loginIntro')}</Muted>
      {error ? (
        <Notice id={errorId} $tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {locked ? (
        <Button variant="secondary" fullWidth onClick={() => setByCode(true)}>
          {t('sendLoginCode')}
        </Button>
      ) : null}
      <Field
        ref={focusRef as RefObject<HTMLInputElement>}
        label={t('identifierLabel')}
        name="identifier"
        autoComplete="username"
        inputMode="email"
        placeholder={t('identifierPlaceholder')}
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error && !identifier.trim() ? true : undefined}
      />
      <PasswordField
        label={t('passwordLabel')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error && !password ? true : undefined}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8 }}>
        <LinkButton type="button" onClick={() => showDialog('forgot')}>
          {t('forgotPasswordLink')}
        </LinkButton>
      </div>
      <Button type="submit" fullWidth loading={busy}>
        {t('loginButton')}
      </Button>
      {demo ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            setIdentifier(demo.email);
            setPassword(demo.password);
            setError(null);
          }}
        >
          {t('useTestAccount')}
        </Button>
      ) : null}
      <Muted>
        {t('noAccount')}{' '}
        <LinkButton type="button" onClick={() => showDialog('register')}>
          {t('toRegister')}
        </LinkButton>
      </Muted>
      <Muted>
        <LockGlyph /> {t('secureNote')}
      </Muted>
    </Form>
  );
}
