import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Field, Input, inputStyles, type FieldProps } from './Field';

const { colors, spacing, radii, font } = tokens;

/** The dial code to pick: as wide as its longest code, never squeezed by the digits. */
const DialSelect = styled.select`
  ${inputStyles}
  flex: none;
  width: auto;
  min-width: 5.5rem;
`;
/** A dial code that follows a country chosen elsewhere on the form: shown, not a control. */
const DialText = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  padding: 0 ${spacing.md};
  border: 1.5px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font-weight: ${font.weight.semibold};
`;

export interface PhoneInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'>,
    Pick<FieldProps, 'label' | 'hint' | 'error' | 'describedBy'> {
  /** The country's dial code before the digits ('+252'), one of spec §3's. */
  dialCode: string;
  /** With `onDialCode` the code is picked from these; without it, it is shown as it is. */
  dialCodes?: readonly string[];
  onDialCode?: (code: string) => void;
  /** The dial code's name ('Dial code'), from the page's catalogue. */
  dialLabel: string;
  /**
   * The digits' own name when the label names the whole phone ('Paying phone': 'Phone number');
   * the label then names the group of the dial code and the digits.
   */
  digitsLabel?: string;
}

/**
 * A phone as the shop asks for it: the dial code, then the national digits (a phone's number pad,
 * the browser's national-number autofill), with its label, hint and error. What counts as a valid
 * number is the form's rule: the box keeps what was typed, so the error can say what is wrong.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { label, hint, error, describedBy, dialCode, dialCodes, onDialCode, dialLabel, digitsLabel, id, disabled, ...input },
  ref,
) {
  const fixedId = useId();
  const picked = Boolean(onDialCode && dialCodes);
  // A stored code outside the list (an old address) stays choosable rather than silently replaced.
  const codes = dialCodes && !dialCodes.includes(dialCode) ? [dialCode, ...dialCodes] : dialCodes;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      // A shown code is read after the digits' other descriptions: 'Dial code: +254'.
      describedBy={[describedBy, picked ? undefined : fixedId].filter(Boolean).join(' ') || undefined}
      id={id}
      group={Boolean(digitsLabel)}
      before={
        picked ? (
          <DialSelect aria-label={dialLabel} value={dialCode} disabled={disabled} autoComplete="tel-country-code" onChange={(e) => onDialCode?.(e.target.value)}>
            {codes?.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </DialSelect>
        ) : (
          <DialText id={fixedId}>
            <VisuallyHidden>{dialLabel}: </VisuallyHidden>
            {dialCode}
          </DialText>
        )
      }
    >
      {(control) => (
        <Input
          ref={ref}
          {...control}
          aria-label={digitsLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          disabled={disabled}
          {...input}
        />
      )}
    </Field>
  );
});
