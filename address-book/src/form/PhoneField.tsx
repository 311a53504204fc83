import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useT } from '../messages';
import { DIAL_CODES } from '../places';
import { withCurrent } from './options';
import * as S from './AddressForm.styles';

interface PhoneFieldProps {
  /** The digits' box id; its hint is `${id}-hint`. */
  id: string;
  dial: string;
  digits: string;
  onDial: (e: ChangeEvent<HTMLSelectElement>) => void;
  onDigits: (e: ChangeEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy: string | undefined;
  error: ReactNode;
}

/** The address form's phone for the driver: a dial code, then the national digits. */
export function PhoneField({ id, dial, digits, onDial, onDigits, inputRef, invalid, describedBy, error }: PhoneFieldProps) {
  const t = useT();
  return (
    <S.Field>
      <S.Label htmlFor={id}>{t('phone')}</S.Label>
      <S.Phone>
        <S.Select aria-label={t('dialCode')} value={dial} onChange={onDial} autoComplete="tel-country-code">
          {withCurrent(DIAL_CODES, dial).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </S.Select>
        <S.Input
          id={id}
          ref={inputRef}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={digits}
          onChange={onDigits}
          maxLength={16}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </S.Phone>
      <S.Hint id={`${id}-hint`}>{t('phoneHint')}</S.Hint>
      {error}
    </S.Field>
  );
}
