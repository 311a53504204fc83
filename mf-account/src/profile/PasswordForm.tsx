import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { PasswordInput, useFieldErrors } from 'shared-ui/form';
import { api } from 'shared-api';
import { getBus } from 'shared-events';
import { useT } from './messages';
import { errorText } from '../orders/format';
import { useFocusWhenShown } from '../account/useFocusWhenShown';
import * as S from '../wallet/styles';
import { passwordErrors, type PasswordField, type PasswordValues } from './rules';

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };
const ORDER: PasswordField[] = ['current', 'next', 'confirm'];

/**
 * Current, new and confirmed password, each with a show/hide toggle. The server says when the
 * current password is wrong (shown as it says it); on success it ends every other session and
 * this one stays, so the form only empties and a toast says so.
 */
export function PasswordForm() {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  // Each save hides every password again (the next one typed here starts hidden).
  const [saved, setSaved] = useState(0);
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<PasswordField>(ORDER);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  useFocusWhenShown(refusalRef, refusal);
  const fid = (f: string) => `${id}-${f}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    if (!showErrors(passwordErrors(values))) return;
    setBusy(true);
    try {
      await api.call('changePassword', {
        current_password: values.current,
        new_password: values.next,
      });
      setValues(EMPTY);
      setSaved((n) => n + 1);
      getBus().emit('toast:show', { kind: 'success', message: t('password.changed') });
    } catch (err) {
      setRefusal(errorText(err, t('password.failed')));
    } finally {
      setBusy(false);
    }
  };

  const field = (f: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <S.Fieldset disabled={busy}>
      <PasswordInput
        ref={fieldRef(f)}
        id={fid(f)}
        label={label}
        toggle="text"
        resetKey={saved}
        autoComplete={autoComplete}
        value={values[f]}
        hint={hint}
        error={errors[f]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [f]: e.target.value }));
          clearError(f);
        }}
      />
    </S.Fieldset>
  );

  return (
    <form
      id="password"
      onSubmit={submit}
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={fid('title')}
    >
      <S.Card as="div">
        <h2 id={fid('title')}>{t('password.title')}</h2>
        <S.Muted>{t('password.intro')}</S.Muted>
        {field('current', t('password.current'), 'current-password')}
        {field('next', t('password.new'), 'new-password', t('password.newHint'))}
        {field('confirm', t('password.confirm'), 'new-password')}
        {refusal && (
          <S.Box $tone="danger" role="alert" tabIndex={-1} ref={refusalRef}>
            <p>{refusal}</p>
          </S.Box>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('password.saving') : t('password.submit')}
        </Button>
      </S.Card>
    </form>
  );
}
