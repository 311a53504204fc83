/**
 * The shopper's language, told to the server: their notifications, WhatsApp messages and
 * e-mails are written in it, after the fact and without a request of theirs, so the server must
 * know it. The header's switch (shell) only sets the page's language (shared-ui); mf-account owns
 * the profile, so this service says it: at each login, and at each switch while logged in. Told
 * once per session and language (a reload does not ask again). A failure is only logged: the
 * next login or switch tells it again.
 */
import { api, type CallDef } from 'shared-api';
import { getBus, type Bus } from 'shared-events';
import { startOnce } from 'shared-events/start-once';
import { getLanguage, onLanguageChange, type Language } from 'shared-ui';
import { profileUpdate as profileUpdateDef } from 'shared-api/contract/auth';

/** By its definition: a live shell whose contract predates `language` still sends it. */
const profileLanguage = { ...profileUpdateDef, name: 'profileUpdate' } satisfies CallDef & { name: string };

export interface LanguageDeps {
  tell: (language: Language) => Promise<unknown>;
  current: () => Language;
  onChange: (listener: (language: Language) => void) => () => void;
  /** What was told last in this tab (session storage): `${token}:${language}`. */
  memory: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const MEMORY_KEY = 'suuqLanguageTold';

const session = (): LanguageDeps['memory'] => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: told at each page load instead
  }
};

const defaults = (): LanguageDeps => ({
  tell: (language) => api.call(profileLanguage, { language }),
  current: getLanguage,
  onChange: onLanguageChange,
  memory: session(),
});

export function serveLanguagePreference(bus: Bus, deps: LanguageDeps = defaults()): () => void {
  let token: string | null = null;
  const tell = (language: Language) => {
    if (!token) return;
    const told = `${token}:${language}`;
    if (deps.memory?.getItem(MEMORY_KEY) === told) return;
    deps.tell(language).then(
      () => deps.memory?.setItem(MEMORY_KEY, told),
      (err: unknown) => console.warn('[suuq] language: not told to the server; told again at the next login or switch', err),
    );
  };
  const sub = bus.state('session:changed').subscribe((s) => {
    token = s.loggedIn ? s.token : null;
    tell(deps.current());
  });
  const stopListening = deps.onChange(tell);
  return () => {
    sub.unsubscribe();
    stopListening();
  };
}

export const startLanguagePreference = (): (() => void) =>
  startOnce('suuq.mf-account.language-preference.v1', getBus(), (bus) => serveLanguagePreference(bus));
