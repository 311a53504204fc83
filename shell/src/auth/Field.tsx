import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cleanCode } from './rules';
import styled from 'styled-components';
import { tokens } from 'shared-ui';

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
const Wrap = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
`;
export const Label = styled.label`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.text};
`;
export const inputStyle = `
  width: 100%;
  min-height: 44px;
  padding: 0 ${spacing.md};
  border: 1.5px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${font.size.md};
  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: ${tokens.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;
export const Input = styled.input`
  ${inputStyle}
`;
export const Select = styled.select`
  ${inputStyle}
`;
export const Hint = styled.p`
  margin: 0;
  font-size: ${font.size.xs};
  color: ${colors.textMuted};
`;
export const FieldError = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${colors.danger};
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

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input (the show-password toggle, the dial code). */
  adornment?: ReactNode;
  before?: ReactNode;
}

const Control = styled.div`
  display: flex;
  gap: ${spacing.sm};
  align-items: stretch;
`;

/** Label, input, hint and error, tied together for screen readers (aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, adornment, before, id, ...input }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control>
        {before}
        <Input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {adornment}
      </Control>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrap>
  );
});

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
