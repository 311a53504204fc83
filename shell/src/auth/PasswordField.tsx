import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { useT } from './messages';
import { Field, type FieldProps } from './Field';

const Toggle = styled.button`
  flex: none;
  min-width: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${tokens.spacing.sm};
  border: 1.5px solid ${tokens.colors.borderStrong};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
  color: ${tokens.colors.text};
  font: inherit;
  font-size: ${tokens.font.size.sm};
  cursor: pointer;
`;

function Eye({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (spec §2: login form). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'adornment'>>(function PasswordField(props, ref) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <Toggle type="button" aria-pressed={shown} aria-label={shown ? t('hidePassword') : t('showPassword')} onClick={() => setShown((s) => !s)}>
          <Eye crossed={shown} />
        </Toggle>
      }
    />
  );
});
