/**
 * @jest-environment node
 */
// Node, no DOM: the render service reads the cookie with this module alone.
import { LANGUAGE_COOKIE, languageCookie, languageFromCookie } from 'shared-ui/language-cookie';
import { BRAND } from 'shared-ui/brand';

describe('the language cookie', () => {
  it('is suuq_lang=so|en for every path, a year, SameSite=Lax', () => {
    expect(LANGUAGE_COOKIE).toBe('suuq_lang');
    // Named by the brand (language-switch.cjs spells it out, so that Node reads it with no build).
    expect(LANGUAGE_COOKIE).toBe(`${BRAND.slug}_lang`);
    expect(languageCookie('en')).toBe('suuq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('so')).toBe('suuq_lang=so; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it.each([
    ['suuq_lang=en', 'en'],
    ['suuq_lang=so', 'so'],
    ['theme=dark; suuq_lang=en; suuqUser=x', 'en'],
    ['  suuq_lang = en ;x=1', 'en'],
    ['suuq_lang="en"', 'en'],
    // Two paths: the first valid one (the most specific path) wins.
    ['suuq_lang=fr; suuq_lang=en', 'en'],
    ['suuq_lang=en; suuq_lang=so', 'en'],
  ])('reads %j as %s', (header, lang) => {
    expect(languageFromCookie(header)).toBe(lang);
  });

  it.each([undefined, '', 'suuq_lang=', 'suuq_lang=fr', 'suuq_lang=EN', 'xsuuq_lang=en', 'suuq_lang_old=en', 'suuq_lang', ';;;=;', 'suuq_lang=%E0%A4%A', 'suuq_lang="en', '\u0000suuq_lang=en\u0000'])(
    'a header with no language of the shop (%j) is null, never an error',
    (header) => {
      expect(languageFromCookie(header)).toBeNull();
    },
  );

  it('a value that is not a string (a broken caller) is null too', () => {
    expect(languageFromCookie(42 as unknown as string)).toBeNull();
  });
});
