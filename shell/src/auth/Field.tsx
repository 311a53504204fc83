import { forwardRef } from 'react';
import { cleanCode } from './rules';
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { TextInput, type TextInputProps } from 'shared-ui/form';

const { colors, spacing, radii, font } = tokens;

export const Form = styled.form`
  display: grid;
  gap: ${spacing.lg};
`;
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${spacing.md};
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
/** A form-level message: an error (role alert) or a confirmation (role status). */
export const Notice = styled.p<{ $tone: 'error' | 'success' | 'info' }>`
  margin: 0;
  padding: ${spacing.md};
  border-radius: ${radii.md};
  font-size: ${font.size.sm};
  background: ${(p) => (p.$tone === 'error' ? colors.dangerSoft : p.$tone === 'success' ? colors.successSoft : colors.infoSoft)};
  color: ${(p) => (p.$tone === 'error' ? colors.dangerActive : p.$tone === 'success' ? colors.successText : colors.text)};
`;
export const LinkButton = styled.button`
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${colors.primary};
  font: inherit;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${colors.textMuted};
    text-decoration: none;
    cursor: default;
  }
`;
export const Muted = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
  text-align: center;
`;

/** Label, input, hint and error tied together: shared-ui's TextInput (the shop's one text field). */
export const Field = TextInput;
export type FieldProps = TextInputProps;

const CODE_STYLE = { letterSpacing: '0.4em', fontSize: '1.375rem', textAlign: 'center' } as const;

/**
 * A 6-digit code (verification, login code): digits only, the phone's one-time-code autofill,
 * spaced out for reading. `onCode` gets the cleaned value (non-digits stripped, at most 6).
 */
export const CodeField = forwardRef<HTMLInputElement, Omit<FieldProps, 'onChange'> & { onCode: (code: string) => void }>(
  function CodeField({ onCode, ...field }, ref) {
    return <Field ref={ref} inputMode="numeric" autoComplete="one-time-code" style={CODE_STYLE} onChange={(e) => onCode(cleanCode(e.target.value))} {...field} />;
  },
);
