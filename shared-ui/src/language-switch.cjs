// The shopper's language on the wire, and its switch without JavaScript.
// - The cookie `suuq_lang`: the browser's switch writes it (i18n.ts, through language-cookie.ts,
//   which re-exports these), every server of the shop's pages reads it.
// - With JavaScript off the header's switch is a plain link, `/language/<lang>` (languageSwitchHref);
//   the shop's page servers (the render service, the static host) answer it with the cookie and a
//   303 back to the page it was followed from (its Referer: the pages send it to their own origin,
//   Referrer-Policy strict-origin-when-cross-origin), drawn in the new language
//   (languageSwitchAnswer). The link is the same on every page, so the static page drawn once at
//   build time for every address carries it too. One definition for both ends.
// CommonJS with no dependency, like language-pages.cjs: plain Node ESM imports it unbuilt (render/,
// deploy/), and so does a process that loaded it first through a CommonJS transform (a Playwright
// worker reading a remote's texts, then deploy's shop): an ES module loaded that way would lose its
// named exports, as it did in the browser suite (release.spec, recover.spec).
'use strict';

/** The shop's languages: Somali (the spec's mix, the default) and English. */
const LANGUAGES = Object.freeze(['so', 'en']);

/** `suuq_lang` (the brand's slug, language-cookie.test holds them together): first party, sent with every page request. */
const LANGUAGE_COOKIE = 'suuq_lang';
/** A year: the choice outlives a session, as the device's remembered one does. */
const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The cookie's text for `document.cookie` or a Set-Cookie header: every path, sent on top-level navigations. */
function languageCookie(lang) {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Where the no-script switch goes; no page of the shop lives under it. */
const LANGUAGE_SWITCH_PATH = '/language/';
/** Where a switch with no page to go back to (or a foreign one) lands. */
const HOME = '/home';

/** The no-script switch's link to `lang`. */
function languageSwitchHref(lang) {
  return `${LANGUAGE_SWITCH_PATH}${lang}`;
}

/**
 * The page to go back to: the referring page's path and query when it is a page of this shop (its
 * host's name is the request's), else /home. Only a path is ever sent, so no answer leads to
 * another site, and none back to the switch itself. Read by the URL parser, as a browser reads it,
 * and written back as it serialises it (no CR or LF).
 */
function pageBefore(referer, host) {
  if (typeof referer !== 'string' || typeof host !== 'string') return HOME;
  let from;
  let own;
  try {
    from = new URL(referer);
    own = new URL(`http://${host}`);
  } catch {
    return HOME;
  }
  // A path of two slashes would be read back as another site (`//evil.example/`).
  const foreign = !/^https?:$/.test(from.protocol) || from.hostname !== own.hostname || from.pathname.startsWith('//');
  if (foreign || from.pathname.startsWith(LANGUAGE_SWITCH_PATH)) return HOME;
  return from.pathname + from.search;
}

/**
 * The answer to a no-script switch, or null when the path is not one. A known language: the cookie
 * and a 303 back to the page. Another (`/language/fr`): back to the page, no cookie. Never cached
 * (a shared cache would hand one shopper's cookie and page to the next).
 * @param {string} pathname
 * @param {{ referer?: string, host?: string }} request the request's Referer and Host headers
 */
function languageSwitchAnswer(pathname, { referer, host } = {}) {
  if (typeof pathname !== 'string' || !pathname.startsWith(LANGUAGE_SWITCH_PATH)) return null;
  const lang = pathname.slice(LANGUAGE_SWITCH_PATH.length).replace(/\/$/, '');
  const headers = { location: pageBefore(referer, host), 'cache-control': 'no-store' };
  if (LANGUAGES.includes(lang)) headers['set-cookie'] = languageCookie(lang);
  return { status: 303, headers };
}

exports.LANGUAGES = LANGUAGES;
exports.LANGUAGE_COOKIE = LANGUAGE_COOKIE;
exports.LANGUAGE_COOKIE_MAX_AGE = LANGUAGE_COOKIE_MAX_AGE;
exports.languageCookie = languageCookie;
exports.LANGUAGE_SWITCH_PATH = LANGUAGE_SWITCH_PATH;
exports.languageSwitchHref = languageSwitchHref;
exports.languageSwitchAnswer = languageSwitchAnswer;
