// The shell's static page of each language: its build writes one file per language with the frame
// drawn in it (tooling/webpack/baked-frame.cjs), and every server of it picks the file by the
// shopper's suuq_lang cookie: the static host (deploy/src/staticHost.mjs pageFileFor), nginx (its
// $suuq_frame_page map, deploy/src/nginx-pages.mjs) and, offline, the service worker
// (shell/src/pwa/swRules.ts). This is the one rule they all read. CommonJS with no dependency, so
// webpack's CommonJS config requires it, plain Node ESM imports it and a bundle takes it, none with
// a build step (the languages themselves: language-cookie.ts; the test holds the two together).
'use strict';

/** The language whose page a shopper with none gets (no cookie, another value): Somali, the shop's default. */
const DEFAULT_PAGE_LANGUAGE = 'so';

/** Each language's page, a file at the root of the shell's build. */
const PAGE_FILES = Object.freeze({ so: 'index.html', en: 'index.en.html' });

/**
 * The page file for a language as a cookie gives it (any value, unchecked): that language's page,
 * else the default language's. Never throws.
 * @param {unknown} lang
 * @returns {string}
 */
function pageFileOf(lang) {
  return typeof lang === 'string' && Object.prototype.hasOwnProperty.call(PAGE_FILES, lang) ? PAGE_FILES[lang] : PAGE_FILES[DEFAULT_PAGE_LANGUAGE];
}

exports.DEFAULT_PAGE_LANGUAGE = DEFAULT_PAGE_LANGUAGE;
exports.PAGE_FILES = PAGE_FILES;
exports.pageFileOf = pageFileOf;
