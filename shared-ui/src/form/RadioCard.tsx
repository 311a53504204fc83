import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';

const { colors, spacing, radii, font } = tokens;

const Card = styled.label<{ $roomy: boolean; $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: ${(p) => (p.$roomy ? 'start' : 'center')};
  gap: ${spacing.xxs} ${spacing.sm};
  min-height: 44px;
  padding: ${(p) => (p.$roomy ? spacing.md : `0 ${spacing.md}`)};
  border: 1.5px solid ${colors.border};
  border-radius: ${radii.md};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.75 : 1)};
  &:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: ${(p) => (p.$roomy ? '2px 0 0' : 0)};
    accent-color: ${colors.primary};
  }
`;
const Name = styled.span<{ $strong: boolean }>`
  font-weight: ${(p) => (p.$strong ? font.weight.semibold : 'inherit')};
`;
const Hint = styled.span`
  grid-column: 2;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
`;

export interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The choice's name, on the card and as the radio's accessible name. */
  label: ReactNode;
  /** A line under the name, read as the radio's description. */
  hint?: ReactNode;
  /** More under the hint (a live state); give it an id and name it in aria-describedby. */
  children?: ReactNode;
}

/**
 * One choice of a radio group as a card: a real radio input (arrow keys, form value, checked
 * state for screen readers) inside its label, so the whole card picks it. A hint makes it roomy.
 */
export const RadioCard = forwardRef<HTMLInputElement, RadioCardProps>(function RadioCard(
  { label, hint, children, id, 'aria-describedby': describedBy, ...input },
  ref,
) {
  const auto = useId();
  const base = id ?? auto;
  const hintId = hint ? `${base}-hint` : undefined;
  const roomy = Boolean(hint || children);
  return (
    <Card $roomy={roomy} $disabled={Boolean(input.disabled)}>
      <input
        ref={ref}
        id={base}
        type="radio"
        aria-labelledby={`${base}-name`}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      <Name id={`${base}-name`} $strong={roomy}>
        {label}
      </Name>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children}
    </Card>
  );
});

/** A line of a radio card below its hint (the wallet's balance), in the hint's column. */
export const RadioCardNote = Hint;
