import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../tokens';

const { colors, spacing, radii, font } = tokens;

/** The look of every text box, select and text area of the shop (focus ring, invalid border). */
export const inputStyles = css`
  width: 100%;
  min-width: 0;
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
  &:disabled {
    background: ${colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** A text area's look: the text box's, taller, padded for lines, growing downwards only. */
export const textAreaStyles = css`
  ${inputStyles}
  box-sizing: border-box;
  min-height: 72px;
  padding: ${spacing.sm} ${spacing.md};
  resize: vertical;
`;

export const Input = styled.input`
  ${inputStyles}
`;

const Wrap = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
`;
const Label = styled.label`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.text};
`;
const Control = styled.div`
  display: flex;
  gap: ${spacing.sm};
  align-items: stretch;
  min-width: 0;
`;
export const FieldHint = styled.p`
  margin: 0;
  font-size: ${font.size.xs};
  color: ${colors.textMuted};
`;
/** A field's error: the danger colour, semibold (600), the one weight of every error under a control. */
export const FieldError = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${colors.danger};
`;

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it (aria-describedby); replaced by nothing. */
  hint?: ReactNode;
  /** Shown under the control, read first, and marks it invalid (aria-invalid). */
  error?: ReactNode;
  /** The control's id; one is made when left out. */
  id?: string;
  /** Other descriptions of the control, by id, read after the error and the hint. */
  describedBy?: string;
  /** Beside the control (a show-password toggle, a dial code): before it, or after it. */
  before?: ReactNode;
  after?: ReactNode;
  /**
   * The label names a group of controls (a dial code and the digits), not the control alone: the
   * field becomes a group named by it, and each control names itself.
   */
  group?: boolean;
  /** The control, given the id and aria attributes that tie it to the label, hint and error. */
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and error, tied together for screen readers. */
export function Field({ label, hint, error, id, describedBy, before, after, group, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByAll = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  const labelId = group ? `${controlId}-label` : undefined;
  return (
    <Wrap role={group ? 'group' : undefined} aria-labelledby={labelId}>
      <Label htmlFor={controlId} id={labelId}>
        {label}
      </Label>
      <Control>
        {before}
        {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByAll })}
        {after}
      </Control>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Wrap>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, Pick<FieldProps, 'label' | 'hint' | 'error' | 'describedBy' | 'before' | 'after'> {}

/** A labelled text box with its hint and error (email, name, phone digits, a code). */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, describedBy, before, after, id, ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} before={before} after={after} id={id}>
      {(control) => <Input ref={ref} {...control} {...input} />}
    </Field>
  );
});
