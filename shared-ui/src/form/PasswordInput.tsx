import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens';
import { useT } from '../messages';
import { TextInput, type TextInputProps } from './Field';

const { colors, spacing, radii, font } = tokens;

const Toggle = styled.button`
  flex: none;
  min-width: 48px;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${spacing.sm};
  border: 1.5px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font: inherit;
  font-size: ${font.size.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
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

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'after' | 'label'> {
  label: string;
  /**
   * 'icon': an eye, named 'Show password' (one password on the form). 'text': the words on the
   * button, and its name says which field ('Show password: Current password') for forms with
   * several passwords.
   */
  toggle?: 'icon' | 'text';
  /** Hidden again from outside (a form that empties after saving changes this). */
  resetKey?: unknown;
  /** The toggle's words when the page's catalogue has its own; shared-ui's by default. */
  showText?: string;
  hideText?: string;
}

/** A password box with a show/hide toggle; the toggle's words come from shared-ui's catalogue. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ toggle = 'icon', resetKey, label, showText, hideText, ...props }, ref) {
  const t = useT();
  const [shown, setShown] = useState<{ on: boolean; key: unknown }>({ on: false, key: resetKey });
  const on = shown.on && shown.key === resetKey;
  const words = on ? (hideText ?? t('hidePassword')) : (showText ?? t('showPassword'));
  return (
    <TextInput
      ref={ref}
      {...props}
      label={label}
      type={on ? 'text' : 'password'}
      after={
        <Toggle type="button" aria-pressed={on} aria-label={toggle === 'text' ? `${words}: ${label}` : words} onClick={() => setShown({ on: !on, key: resetKey })}>
          {toggle === 'text' ? words : <Eye crossed={on} />}
        </Toggle>
      }
    />
  );
});
