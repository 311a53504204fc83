import rosetta, { type Rosetta } from 'rosetta';
import { createContext, useContext, useMemo, useSyncExternalStore, type Context } from 'react';
import { BRAND } from './brand';
import { LANGUAGES, isLanguage, languageCookie, languageFromCookie, type Language } from './language-cookie';
import { translate, type Catalogue, type MessageVars, type Namespaces } from './translate';

export { LANGUAGES, isLanguage, type Language } from './language-cookie';
/** The spec's mix of Somali and English is the default; 'en' fills any text 'so' leaves out. */
export const DEFAULT_LANGUAGE: Language = 'so';
export { FALLBACK_LANGUAGE } from './translate';

const STORAGE_KEY = `${BRAND.slug}Language`;
// v2: the page state is no longer an i18next instance; an older bundle's v1 is left alone.
const KEY = Symbol.for('suuq.shared-ui.i18n.v2');
interface PageI18n {
  texts: Rosetta<Namespaces>;
  listeners: Set<() => void>;
}
type WithI18n = typeof globalThis & { [KEY]?: PageI18n };

/** The language remembered on this device, or null (none, another value, storage blocked). */
function rememberedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode)
  }
}

function cookieText(): string | undefined {
  try {
    return typeof document === 'undefined' ? undefined : document.cookie;
  } catch {
    return undefined; // cookies blocked (a sandboxed frame): the default is fine
  }
}

/**
 * Tells the server too (language-cookie.ts): the next page it renders is in this language. A
 * blocked or refused cookie leaves the page as it is. `renew` writes it even when it already says
 * so: its year then counts from this visit, not from the last switch.
 */
function setLanguageCookie(lang: Language, renew = false): void {
  try {
    if (typeof document !== 'undefined' && (renew || languageFromCookie(document.cookie) !== lang)) document.cookie = languageCookie(lang);
  } catch {
    // not sent to the server; the page still switches
  }
}

/** Remembers the choice on this device (storage blocked: not remembered, the page still switches). */
function remember(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, still switched
  }
}

/**
 * The cookie first: every switch writes it, and the servers' switch for pages without scripts
 * (language-switch.cjs) writes only it, so it holds the shopper's last choice; it is also the
 * language the server drew the page in. The device's copy is brought in step with it, and the
 * cookie is renewed at each page's start: a shopper who chose a year ago and comes every week
 * keeps being served in it. A device with no cookie (a choice made before the cookie existed, or
 * a cookie lost) opens in its remembered language, and the cookie is set from it. Else so.
 */
function startLanguage(): Language {
  const chosen = languageFromCookie(cookieText());
  const remembered = rememberedLanguage();
  if (chosen) {
    if (remembered !== chosen) remember(chosen);
    setLanguageCookie(chosen, true);
    return chosen;
  }
  if (remembered) setLanguageCookie(remembered);
  return remembered ?? DEFAULT_LANGUAGE;
}

function markDocument(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * The page's one set of texts and language. Several bundles (shell and remotes) may each carry a
 * copy of this package, so it lives on a global symbol, like the bus of shared-events.
 */
function page(): PageI18n {
  const g = globalThis as WithI18n;
  if (!g[KEY]) {
    const texts = rosetta<Namespaces>({ so: {}, en: {} });
    texts.locale(startLanguage());
    markDocument(texts.locale());
    g[KEY] = { texts, listeners: new Set() };
  }
  return g[KEY];
}

/** The page's rosetta instance (read it; switch languages with `setLanguage`, which tells components). */
export function getI18n(): Rosetta<Namespaces> {
  return page().texts;
}

export function getLanguage(): Language {
  const lang = page().texts.locale();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switch every catalogue of the page; the choice is remembered on this device and told to the server (cookie). */
export function setLanguage(lang: Language): void {
  remember(lang);
  setLanguageCookie(lang);
  const { texts, listeners } = page();
  texts.locale(lang);
  markDocument(lang);
  listeners.forEach((onChange) => onChange());
}

function subscribe(onChange: () => void): () => void {
  const { listeners } = page();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Called after each language switch (outside React: a service that tells the server). Returns the unsubscribe. */
export function onLanguageChange(listener: (lang: Language) => void): () => void {
  return subscribe(() => listener(getLanguage()));
}

// One context object for the page, like the texts above: a shared-ui entry a remote bundles
// (shared-ui/form, shared-ui/page…) has its own copy of this module beside the shell's shared one,
// and a context per copy would leave its components outside the provider (in Somali while the
// server drew them in English, a hydration mismatch).
const CONTEXT_KEY = Symbol.for('suuq.shared-ui.rendered-language.v1');
type WithContext = typeof globalThis & { [CONTEXT_KEY]?: Context<Language | null> };
const RenderedIn = ((globalThis as WithContext)[CONTEXT_KEY] ??= createContext<Language | null>(null));

/**
 * The language a page was rendered in on the server (from the shopper's language cookie). Given
 * around a server render, components render in it; given around the hydration of that page, the
 * browser's first pass reads the same language (React hydrates with the server snapshot), so the
 * two match, and a device that remembers another language with no cookie switches right after, as
 * after a tap.
 * Not a global: one server process renders pages in both languages at once.
 */
export const RenderedLanguage = RenderedIn.Provider;

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  const rendered = useContext(RenderedIn);
  return useSyncExternalStore(subscribe, getLanguage, () => rendered ?? DEFAULT_LANGUAGE);
}

/** `items_one` + `items_other` can be asked for as `items` (with a `count`). */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
export type MessageKey<E> = (keyof E & string) | PluralBase<keyof E & string>;
export type { Catalogue, MessageVars } from './translate';
export type Translate<E> = (key: MessageKey<E>, vars?: MessageVars) => string;

export interface Messages<E extends Catalogue> {
  namespace: string;
  /** Text in the current language (outside React, or in handlers). */
  t: Translate<E>;
  /** `t` for components: re-renders them when the language changes. */
  useT: () => Translate<E>;
}

/**
 * One package's texts. Keys come from `en`, so a key missing there (or a typo) is a compile
 * error; `so` may leave a key out, and then the English text shows.
 */
export function createMessages<E extends Catalogue>(
  namespace: string,
  catalogues: { so: { [K in keyof E]?: string }; en: E },
): Messages<E> {
  const { texts } = page();
  for (const lng of LANGUAGES) {
    // rosetta merges one level deep: keep what another copy of this namespace already added.
    texts.set(lng, {
      [namespace]: { ...texts.table(lng)?.[namespace], ...(catalogues[lng] as Catalogue) },
    });
  }

  const t: Translate<E> = (key, vars) => translate(texts, namespace, key, vars, getLanguage());

  function useT(): Translate<E> {
    const lng = useLanguage();
    return useMemo<Translate<E>>(() => (key, vars) => translate(texts, namespace, key, vars, lng), [lng]);
  }

  return { namespace, t, useT };
}
