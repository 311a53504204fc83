import { useCallback, useMemo, useState, type FormEvent, type MutableRefObject, type RefObject } from 'react';
import { api, COUNTRIES } from 'shared-api';
import { Button } from 'shared-ui';
import { CountrySelect, PhoneInput, useFieldErrors } from 'shared-ui/form';
import { useT } from './messages';
import { getSession } from '../session/session';
import { savePending } from '../session/storage';
import { showDialog } from './dialogs';
import { Field, Form, LinkButton, Muted, Notice, Row } from './Field';
import { PasswordField } from './PasswordField';
import {
  birthDateBounds, dialCodeOf, fullPhone, registerFailureText, registrationErrors, type RegistrationField, type RegistrationValues,
} from './rules';

const EMPTY: RegistrationValues = {
  name: '', email: '', country: COUNTRIES[0].name, phone: '', password: '', confirm: '', dateOfBirth: '', referral: '',
};
const ORDER: RegistrationField[] = ['name', 'email', 'phone', 'password', 'confirm', 'dateOfBirth'];

export function RegisterForm({ onDone, focusRef }: { onDone: () => void; focusRef?: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const { errors, showErrors, fieldRef } = useFieldErrors<RegistrationField>(ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The name box is both the dialog's first focus (focusRef) and the first field the errors may focus.
  const nameRef = useCallback(
    (element: HTMLInputElement | null) => {
      fieldRef('name')(element);
      // What React itself does with an object ref (RefObject's current is read-only only in its types).
      if (focusRef) (focusRef as MutableRefObject<HTMLInputElement | null>).current = element;
    },
    [fieldRef, focusRef],
  );
  const bounds = useMemo(() => birthDateBounds(new Date()), []);
  const dialCode = dialCodeOf(values.country);

  const set = (field: RegistrationField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const field = (name: RegistrationField) => ({ name, value: values[name], onChange: set(name), error: errors[name] ?? null, ref: fieldRef(name) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!showErrors(registrationErrors(values, new Date()))) return;
    setBusy(true);
    const phone = fullPhone(dialCode, values.phone);
    try {
      const answer = await api.call('register', {
        name: values.name.trim(),
        email: values.email.trim(),
        phone,
        password: values.password,
        country: values.country,
        date_of_birth: values.dateOfBirth,
        referral_code: values.referral.trim() || null,
      });
      if (answer.requires_verification || !answer.token) {
        savePending(answer.user_id, { name: values.name.trim(), email: values.email.trim(), phone, country: values.country, country_code: dialCode }, answer.ticket);
        showDialog('verify');
        return;
      }
      getSession().loggedInWith({
        token: answer.token, expires: answer.expires, user_id: answer.user_id, name: values.name.trim(), email: values.email.trim(), phone, country_code: dialCode,
      }, { redirect: false });
      // Spec §4: registered without a code to check → logged in and on /account at once.
      getSession().redirectAfterLogin('/account');
      onDone();
    } catch (err) {
      setFailure(registerFailureText(err));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Muted style={{ textAlign: 'left' }}>{t('registerIntro')}</Muted>
      {failure ? <Notice $tone="error" role="alert">{failure}</Notice> : null}
      <Field label={t('nameLabel')} autoComplete="name" {...field('name')} ref={nameRef} />
      <Field label={t('emailLabel')} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <CountrySelect id="register-country" name="country" label={t('countryLabel')} countries={COUNTRIES} value={values.country} onChange={set('country')} />
      {/* The dial code follows the country above (spec §5: dial code plus digits). */}
      <PhoneInput label={t('phoneLabel')} hint={t('phoneHint')} dialLabel={t('dialCodeLabel')} dialCode={dialCode} {...field('phone')} />
      <Row>
        <PasswordField label={t('passwordLabel')} autoComplete="new-password" hint={t('passwordHint')} {...field('password')} />
        <PasswordField label={t('confirmPasswordLabel')} autoComplete="new-password" {...field('confirm')} />
      </Row>
      <Field label={t('dobLabel')} type="date" min={bounds.min} max={bounds.max} hint={t('dobHint')} {...field('dateOfBirth')} />
      <Field label={t('referralLabel')} autoComplete="off" {...field('referral')} />
      <Button type="submit" fullWidth loading={busy}>
        {t('registerButton')}
      </Button>
      <Muted>
        {t('haveAccount')}{' '}
        <LinkButton type="button" onClick={() => showDialog('login')}>
          {t('toLogin')}
        </LinkButton>
      </Muted>
    </Form>
  );
}
