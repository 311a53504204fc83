import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from 'shared-api';
import { Button } from 'shared-ui';
import { useT } from './messages';
import { getSession } from '../session/session';
import { CodeField, Form, LinkButton, Muted, Notice } from './Field';
import { codeError, loginCodeFailureText } from './rules';
import { useCooldown } from './useCooldown';

/**
 * The way in while password attempts are locked (login answered 429): a one-time code to the
 * account's WhatsApp and e-mail, typed here like the verification code (6 digits).
 */
export function LoginCodeForm({ identifier, onDone, onBack }: { identifier: string; onDone: () => void; onBack: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);

  const request = async () => {
    setError(null);
    try {
      const answer = await api.call('loginCodeRequest', { email: identifier });
      // In the page's language, not the server's English message (a refusal quotes the server).
      setNotice(t('loginCodeSent'));
      cooldown.start(answer.cooldown_seconds || undefined);
    } catch (err) {
      setError(loginCodeFailureText(err));
    }
    codeRef.current?.focus();
  };

  useEffect(() => {
    void request(); // the shopper just asked for a code
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = codeError(code);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      const answer = await api.call('loginCodeConfirm', { email: identifier, code });
      getSession().loggedInWith(answer);
      onDone();
    } catch (err) {
      setError(loginCodeFailureText(err));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      {notice ? <Notice $tone="info" role="status">{notice}</Notice> : null}
      <CodeField ref={codeRef} label={t('loginCodeLabel')} name="login-code" value={code} onCode={setCode} error={error} />
      <Button type="submit" fullWidth loading={busy}>
        {t('loginButton')}
      </Button>
      <Muted>
        <LinkButton type="button" onClick={() => void request()} disabled={cooldown.remaining > 0}>
          {cooldown.remaining > 0 ? t('resendIn', { seconds: cooldown.remaining }) : t('resendCode')}
        </LinkButton>
      </Muted>
      <Muted>
        <LinkButton type="button" onClick={onBack}>
          {t('backToLogin')}
        </LinkButton>
      </Muted>
    </Form>
  );
}
