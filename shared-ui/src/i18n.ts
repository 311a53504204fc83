import i18next, { type i18n as I18n } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { BRAND } from './brand';

export const LANGUAGES = ['so', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The spec's mix of Somali and English is the default; 'en' fills any text 'so' leaves out. */
export const DEFAULT_LANGUAGE: Language = 'so';
export const FALLBACK_LANGUAGE: Language = 'en';

const STORAGE_KEY = `${BRAND.slug}Language`;
const KEY = Symbol.for('suuq.shared-ui.i18n.v1');
type WithI18n = typeof globalThis & { [KEY]?: I18n };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode): the default is fine
  }
}

function markDocument(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * The page's one i18next instance. Several bundles (shell and remotes) may each carry a copy of
 * this package, so the instance lives on a global symbol, like the bus of shared-events.
 */
export function getI18n(): I18n {
  const g = globalThis as WithI18n;
  if (!g[KEY]) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: storedLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes what it renders
      // Catalogues are flat and keys may hold ':' or '.' (route titles, 'title:/account/*').
      nsSeparator: false,
      keySeparator: false,
      returnNull: false,
      showSupportNotice: false,
    });
    instance.on('languageChanged', markDocument);
    markDocument(instance.language);
    g[KEY] = instance;
  }
  return g[KEY];
}

export function getLanguage(): Language {
  const lang = getI18n().language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switch every catalogue of the page; the choice is remembered on this device. */
export function setLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, still switched
  }
  void getI18n().changeLanguage(lang);
}

function subscribe(onChange: () => void): () => void {
  const instance = getI18n();
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, () => DEFAULT_LANGUAGE);
}

/** A catalogue: flat keys to texts with `{{name}}` placeholders; plurals as `key_one`/`key_other`. */
export type Catalogue = Record<string, string>;
/** `items_one` + `items_other` can be asked for as `items` (with a `count`). */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
export type MessageKey<E> = (keyof E & string) | PluralBase<keyof E & string>;
export type MessageVars = Record<string, string | number>;
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
  const instance = getI18n();
  instance.addResourceBundle('en', namespace, catalogues.en, true, true);
  instance.addResourceBundle('so', namespace, catalogues.so, true, true);

  const translate = (key: string, vars: MessageVars | undefined, lng?: Language): string =>
    String(instance.t(key, { ...vars, ns: namespace, ...(lng ? { lng } : {}) }));

  const t: Translate<E> = (key, vars) => translate(key, vars);

  function useT(): Translate<E> {
    const lng = useLanguage();
    return useMemo<Translate<E>>(() => (key, vars) => translate(key, vars, lng), [lng]);
  }

  return { namespace, t, useT };
}
