import styled from 'styled-components';
import { GlobeIcon, setLanguage, useLanguage, type Language } from 'shared-ui';
import { languageSwitchHref } from 'shared-ui/language-switch';
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

/** The button switches by script: with JavaScript off it would do nothing, and the link below takes its place. */
const Switch = styled(NavButton)`
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * Without JavaScript: a link to the shop's servers' switch (shared-ui/language-switch), which sets
 * the language cookie and sends the shopper back to this page (the link's Referer), drawn in the
 * other language. The same link on every page: the static page drawn once for all carries it too.
 * Inside <noscript>: with JavaScript on, the browser never shows it and React does not hydrate it.
 */
function NoScriptSwitch({ iconOnly = false }: { iconOnly?: boolean }) {
  const other = OTHER[useLanguage()];
  return (
    <noscript>
      <NavButton as="a" href={languageSwitchHref(other.lang)} lang={other.lang} aria-label={iconOnly ? other.name : undefined}>
        {iconOnly ? (
          <GlobeIcon width={24} height={24} />
        ) : (
          <>
            <GlobeIcon width={20} height={20} /> <ItemText>{other.name}</ItemText>
          </>
        )}
      </NavButton>
    </noscript>
  );
}

export function LanguageSwitch() {
  const other = OTHER[useLanguage()];
  return (
    <>
      <Switch type="button" lang={other.lang} onClick={() => setLanguage(other.lang)} data-testid="language-switch">
        <GlobeIcon width={20} height={20} /> <ItemText>{other.name}</ItemText>
      </Switch>
      <NoScriptSwitch />
    </>
  );
}

/** A phone's header row without JavaScript (its menu, where the switch lives, opens by script): the globe alone. */
export function PhoneLanguageLink() {
  return <NoScriptSwitch iconOnly />;
}
