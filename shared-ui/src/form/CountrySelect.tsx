import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import { Select } from './controls';

/** A country as the shop lists them (shared-api's COUNTRIES): its name and its dial code. */
export interface Country {
  name: string;
  dialCode: string;
}

export interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'id'> {
  label: ReactNode;
  id?: string;
  /** The countries to offer, in order; the value is the country's name. */
  countries: readonly Country[];
}

/**
 * The shopper's country, each shown with its dial code ("Somalia (+252)"), because the phone number
 * beside it takes that code: registration and the profile ask it the same way.
 */
export function CountrySelect({ label, id, countries, ...select }: CountrySelectProps) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} autoComplete="country-name" {...select}>
          {countries.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
