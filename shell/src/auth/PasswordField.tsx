import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from 'shared-ui/form';
import { useT } from './messages';

/** A password input with a show/hide toggle (spec §2: login form), in the dialogs' own words. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<PasswordInputProps, 'toggle' | 'showText' | 'hideText'>>(function PasswordField(props, ref) {
  const t = useT();
  return <PasswordInput ref={ref} {...props} showText={t('showPassword')} hideText={t('hidePassword')} />;
});
