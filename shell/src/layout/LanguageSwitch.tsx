import { GlobeIcon, setLanguage, useLanguage, type Language } from 'shared-ui';
import { ItemText, NavButton } from './NavItem';

/**
 * The language switch of the header and the mobile menu: between the spec's mix of
 * Somali and English (the shop's default, 'so') and full English. It names the language it
 * switches to, in that language (lang attribute, so a screen reader says it right); the choice is
 * remembered on this device and `<html lang>` follows it (shared-ui's setLanguage).
 */
const OTHER: Record<Language, { lang: Language; name: string }> = {
  so: { lang: 'en', name: 'English' },
  en: { lang: 'so', name: 'Af-Soomaali' },
};

export function LanguageSwitch() {
  const other = OTHER[useLanguage()];
  return (
    <NavButton type="button" lang={other.lang} onClick={() => setLanguage(other.lang)} data-testid="language-switch">
      <GlobeIcon width={20} height={20} /> <ItemText>{other.name}</ItemText>
    </NavButton>
  );
}
