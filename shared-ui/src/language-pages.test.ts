/**
 * @jest-environment node
 */
// The one rule naming the static page of each language (language-pages.cjs), read by the shell's
// build, the static host, nginx's map and the service worker: run here as they run it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_PAGE_LANGUAGE, PAGE_FILES, pageFileOf } from 'shared-ui/language-pages';
import { LANGUAGES } from 'shared-ui/language-cookie';
import { DEFAULT_LANGUAGE } from './i18n';

const ROOT = path.resolve(__dirname, '../..');

describe("the static page of each language", () => {
  it('is one file per language of the shop: index.html for Somali, the default, index.en.html for English', () => {
    expect(Object.keys(PAGE_FILES).sort()).toEqual([...LANGUAGES].sort());
    expect(PAGE_FILES).toEqual({ so: 'index.html', en: 'index.en.html' });
    expect(new Set(Object.values(PAGE_FILES)).size).toBe(LANGUAGES.length);
    expect(DEFAULT_PAGE_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    // One rule for every reader: none of them can change it for the others.
    expect(Object.isFrozen(PAGE_FILES)).toBe(true);
  });

  it.each(LANGUAGES.map((lang) => [lang]))("a shopper whose cookie says %s gets that language's page", (lang) => {
    expect(pageFileOf(lang)).toBe(PAGE_FILES[lang]);
  });

  it.each([undefined, null, '', 'EN', '"en"', ' en', 'en;', 'fr', '__proto__', 'constructor', 'hasOwnProperty', 42, {}])(
    'a shopper with no language of the shop (%j) gets the Somali page, never an error',
    (value) => {
      expect(pageFileOf(value)).toBe('index.html');
    },
  );

  it('is read unbuilt by plain Node, as an ES module (the static host, nginx) and with require (the webpack config)', () => {
    const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    expect(run(['--input-type=module', '-e', "import { pageFileOf } from 'shared-ui/language-pages'; process.stdout.write(pageFileOf('en'))"])).toBe('index.en.html');
    expect(run(['-e', "process.stdout.write(JSON.stringify(require('shared-ui/language-pages').PAGE_FILES))"])).toBe(JSON.stringify(PAGE_FILES));
  });
});
