import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { api, birthDateBounds, COUNTRIES } from 'shared-api';
import { getBus } from 'shared-events';
import { profileChanged } from 'shared-events/definitions';
import { useT } from './messages';
import { errorText } from '../orders/format';
import * as S from '../wallet/styles';
import {
  dialCodeOf,
  profileErrors,
  profileUpdateBody,
  type Errors,
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
  const [errors, setErrors] = useState<Errors<ProfileField>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    dateOfBirth: useRef<HTMLInputElement>(null),
  };
  const refusalRef = useRef<HTMLDivElement>(null);
  const bounds = birthDateBounds(now());
  const fid = (f: string) => `${id}-${f}`;
  const describedBy = (f: ProfileField, hint?: boolean) =>
    [hint ? fid(`${f}-hint`) : '', errors[f] ? fid(`${f}-error`) : ''].filter(Boolean).join(' ') ||
    undefined;

  const set = (field: ProfileField, value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'country' ? { dialCode: dialCodeOf(value) } : {}),
    }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = profileErrors(values, now());
    setErrors(found);
    setRefusal(null);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      refs[first as 'name'].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call('profileUpdate', profileUpdateBody(values));
      onSaved(answer.profile);
      getBus().emit(profileChanged, { name: answer.profile.name });
      getBus().emit('toast:show', { kind: 'success', message: t('profile.saved') });
    } catch (err) {
      setRefusal(errorText(err, t('profile.failed')));
      setTimeout(() => refusalRef.current?.focus(), 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} aria-labelledby={fid('title')}>
      <S.Card as="div">
        <h2 id={fid('title')}>{t('profile.title')}</h2>
        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('name')}>{t('profile.name')}</S.Label>
          <S.Input
            ref={refs.name}
            id={fid('name')}
            autoComplete="name"
            value={values.name}
            maxLength={200}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          {errors.name && <S.FieldError id={fid('name-error')}>{errors.name}</S.FieldError>}
        </S.Fieldset>

        <S.Fieldset>
          <S.Label htmlFor={fid('email')}>{t('profile.email')}</S.Label>
          <S.Input
            id={fid('email')}
            value={profile.email}
            readOnly
            aria-describedby={fid('email-hint')}
          />
          <S.Muted id={fid('email-hint')}>{t('profile.emailHint')}</S.Muted>
        </S.Fieldset>

        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('country')}>{t('profile.country')}</S.Label>
          <S.Select
            id={fid('country')}
            autoComplete="country-name"
            value={values.country}
            onChange={(e) => set('country', e.target.value)}
          >
            {COUNTRIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </S.Select>
        </S.Fieldset>

        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('phone')}>{t('profile.phone')}</S.Label>
          <S.PhoneRow>
            <S.Input
              id={fid('dial')}
              aria-label={t('profile.dialCode')}
              value={values.dialCode}
              readOnly
              tabIndex={-1}
            />
            <S.Input
              ref={refs.phone}
              id={fid('phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.phone}
              maxLength={20}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', true)}
              onChange={(e) => set('phone', e.target.value)}
            />
          </S.PhoneRow>
          <S.Muted id={fid('phone-hint')}>{t('profile.phoneHint')}</S.Muted>
          {errors.phone && <S.FieldError id={fid('phone-error')}>{errors.phone}</S.FieldError>}
        </S.Fieldset>

        <S.Fieldset disabled={busy}>
          <S.Label htmlFor={fid('dateOfBirth')}>{t('profile.dob')}</S.Label>
          <S.Input
            ref={refs.dateOfBirth}
            id={fid('dateOfBirth')}
            type="date"
            autoComplete="bday"
            min={bounds.min}
            max={bounds.max}
            value={values.dateOfBirth}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={describedBy('dateOfBirth', true)}
            onChange={(e) => set('dateOfBirth', e.target.value)}
          />
          <S.Muted id={fid('dateOfBirth-hint')}>{t('profile.dobHint')}</S.Muted>
          {errors.dateOfBirth && (
            <S.FieldError id={fid('dateOfBirth-error')}>{errors.dateOfBirth}</S.FieldError>
          )}
        </S.Fieldset>

        {refusal && (
          <S.Box $tone="danger" role="alert" tabIndex={-1} ref={refusalRef}>
            <p>{refusal}</p>
          </S.Box>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.save')}
        </Button>
      </S.Card>
    </form>
  );
}
