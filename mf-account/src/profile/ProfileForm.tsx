import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { CountrySelect, PhoneInput, TextInput, useFieldErrors } from 'shared-ui/form';
import { api, birthDateBounds, COUNTRIES } from 'shared-api';
import { getBus } from 'shared-events';
import { profileChanged } from 'shared-events/definitions';
import { useT } from './messages';
import { errorText } from '../orders/format';
import { useFocusWhenShown } from '../account/useFocusWhenShown';
import * as S from '../wallet/styles';
import {
  dialCodeOf,
  profileErrors,
  profileUpdateBody,
  type ProfileField,
  type ProfileValues,
} from './rules';

export const loadProfile = () => api.call('profile', {});
export type Profile = Awaited<ReturnType<typeof loadProfile>>['profile'];

const valuesOf = (p: Profile): ProfileValues => {
  const country = COUNTRIES.some((c) => c.name === p.country) ? p.country : COUNTRIES[0].name;
  return {
    name: p.name,
    country,
    dialCode: dialCodeOf(country),
    phone: p.phone,
    dateOfBirth: (p.date_of_birth ?? '').slice(0, 10),
  };
};

const ORDER: ProfileField[] = ['name', 'phone', 'dateOfBirth'];

/**
 * Name, country with its dial code, WhatsApp phone and date of birth (spec §3). The field rules
 * are checked before sending; the server's refusal (a phone another account has) is shown as it
 * says it, and the values stay. A saved name goes to the shell (profile:changed) for the header.
 */
export function ProfileForm({
  profile,
  onSaved,
  now = () => new Date(),
}: {
  profile: Profile;
  onSaved: (p: Profile) => void;
  now?: () => Date;
}) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<ProfileField>(ORDER);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);
  useFocusWhenShown(refusalRef, refusal);
  // Saved: said in the form (a status, as well as the toast) and focused, since the focus was on
  // Save, which is disabled while the profile is sent (a disabled button loses the focus to <body>).
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  useFocusWhenShown(savedRef, saved);
  const bounds = birthDateBounds(now());
  const fid = (f: string) => `${id}-${f}`;
  // The date's hint states the rule (13 years) and is read before the error, as it always was here
  // (the error repeats it without its full stop); the ids are the ones Field gives its hint and error.
  const dateDescribedBy = [fid('dateOfBirth-hint'), errors.dateOfBirth ? fid('dateOfBirth-error') : ''].filter(Boolean).join(' ');

  const set = (field: ProfileField, value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'country' ? { dialCode: dialCodeOf(value) } : {}),
    }));
    clearError(field);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    setSaved(false);
    if (!showErrors(profileErrors(values, now()))) return;
    setBusy(true);
    try {
      const answer = await api.call('profileUpdate', profileUpdateBody(values));
      onSaved(answer.profile);
      setSaved(true);
      getBus().emit(profileChanged, { name: answer.profile.name });
      getBus().emit('toast:show', { kind: 'success', message: t('profile.saved') });
    } catch (err) {
      setRefusal(errorText(err, t('profile.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} aria-labelledby={fid('title')}>
      <S.Card as="div">
        <h2 id={fid('title')}>{t('profile.title')}</h2>
        <TextInput
          ref={fieldRef('name')}
          id={fid('name')}
          label={t('profile.name')}
          autoComplete="name"
          value={values.name}
          maxLength={200}
          disabled={busy}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextInput id={fid('email')} label={t('profile.email')} value={profile.email} readOnly hint={t('profile.emailHint')} />
        <CountrySelect id={fid('country')} label={t('profile.country')} countries={COUNTRIES} disabled={busy} value={values.country} onChange={(e) => set('country', e.target.value)} />
        {/* The dial code follows the country above; the digits are the shopper's WhatsApp number. */}
        <PhoneInput
          ref={fieldRef('phone')}
          id={fid('phone')}
          label={t('profile.phone')}
          dialLabel={t('profile.dialCode')}
          dialCode={values.dialCode}
          value={values.phone}
          maxLength={20}
          disabled={busy}
          hint={t('profile.phoneHint')}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextInput
          ref={fieldRef('dateOfBirth')}
          id={fid('dateOfBirth')}
          label={t('profile.dob')}
          type="date"
          autoComplete="bday"
          min={bounds.min}
          max={bounds.max}
          value={values.dateOfBirth}
          disabled={busy}
          hint={t('profile.dobHint')}
          error={errors.dateOfBirth}
          aria-describedby={dateDescribedBy}
          onChange={(e) => set('dateOfBirth', e.target.value)}
        />


        {refusal && (
          <S.Box $tone="danger" role="alert" tabIndex={-1} ref={refusalRef}>
            <p>{refusal}</p>
          </S.Box>
        )}
        {saved && (
          <S.Box $tone="success" role="status" tabIndex={-1} ref={savedRef}>
            <p>{t('profile.saved')}</p>
          </S.Box>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.save')}
        </Button>
      </S.Card>
    </form>
  );
}
