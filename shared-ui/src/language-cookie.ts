/**
 * The shopper's language as a first-party cookie, so that a server (the render service) can send
 * `<html lang>` and the page's texts in it on the first request. Pure: no DOM, no React, no
 * styles, so a Node server can import it (`shared-ui/language-cookie`).
 */
import { LANGUAGE_COOKIE, LANGUAGES } from './language-switch.cjs';

// The wire facts (the languages, the cookie's name, age and text) have one home, shared with the
// servers' no-script switch: language-switch.cjs.
export { LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, languageCookie } from './language-switch.cjs';
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a Cookie header (or `document.cookie`), or null when it names none: no cookie,
 * another value, a broken header. Never throws. When the name comes twice (paths), the first
 * valid one wins: browsers send the most specific path first.
 */
export function languageFromCookie(header: string | undefined): Language | null {
  if (typeof header !== 'string' || !header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    let value = pair.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (isLanguage(value)) return value;
  }
  return null;
}
