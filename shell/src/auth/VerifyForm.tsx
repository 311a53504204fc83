import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'shared-router';
import { api } from 'shared-api';
import { Button } from 'shared-ui';
import { useT } from './messages';
import { getSession } from '../session/session';
import { clearPending, readPendingData, readPendingTicket, readPendingUserId } from '../session/storage';
import { CodeField, Form, LinkButton, Muted, Notice } from './Field';
import { codeError, resendFailureText, verifyFailureText } from './rules';
import { useCooldown } from './useCooldown';

/** Spec §4/§9: after the confirmation, 2 s before the modal closes and /account opens. */
export const VERIFIED_REDIRECT_MS = 2000;

export function VerifyForm({ onDone, focusRef }: { onDone: () => void; focusRef?: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const pending = readPendingData();

  useEffect(() => {
    if (readPendingUserId() === undefined) {
      // Nothing to verify: spec §5 sends the shopper home.
      onDone();
      navigate('/home');
      return;
    }
    cooldown.start(); // the code was sent a moment ago; the server refuses another for 60 s
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(() => {
      onDone();
      navigate('/account');
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, onDone, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const invalid = codeError(code);
    if (invalid) return setError(invalid);
    const userId = readPendingUserId();
    if (!userId) return setError(t('userIdMissing'));
    setError(null);
    setBusy(true);
    try {
      const answer = await api.call('verify', { user_id: userId, ticket: readPendingTicket(), code });
      getSession().loggedInWith(
        { ...answer, phone: pending.phone, country_code: pending.country_code, name: answer.name || pending.name },
        { redirect: false, welcome: false },
      );
      clearPending();
      // In the page's language, not the server's English message (a refusal quotes the server).
      setVerified(t('verified'));
    } catch (err) {
      setError(verifyFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const userId = readPendingUserId();
    if (!userId) return setError(t('userIdMissing'));
    setNotice(null);
    try {
      const answer = await api.call('resendCode', { user_id: userId, ticket: readPendingTicket() });
      setError(null);
      setNotice(t('resendDone'));
      cooldown.start(answer.cooldown_seconds || undefined);
    } catch (err) {
      setError(resendFailureText(err));
    }
  };

  if (verified) {
    return (
      <Notice $tone="success" role="status">
        {verified}
      </Notice>
    );
  }
  return (
    <Form onSubmit={submit} noValidate>
      <Muted style={{ textAlign: 'left' }}>{t('verifyIntro', { to: pending.email ? ` (${pending.email})` : '' })}</Muted>
      {notice ? <Notice $tone="info" role="status">{notice}</Notice> : null}
      <CodeField ref={focusRef as RefObject<HTMLInputElement>} label={t('codeLabel')} name="code" value={code} onCode={setCode} error={error} />
      <Button type="submit" fullWidth loading={busy}>
        {t('verifyButton')}
      </Button>
      <Muted>
        <LinkButton type="button" onClick={resend} disabled={cooldown.remaining > 0}>
          {cooldown.remaining > 0 ? t('resendIn', { seconds: cooldown.remaining }) : t('resendCode')}
        </LinkButton>
      </Muted>
    </Form>
  );
}
