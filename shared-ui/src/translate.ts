import type { Rosetta } from 'rosetta';
import type { Language } from './language-cookie';

/** A catalogue: flat keys to texts with `{{name}}` placeholders; plurals as `key_one`/`key_other`. */
export type Catalogue = Record<string, string>;
/** Per language, one flat catalogue per namespace (a package's `createMessages`). */
export type Namespaces = Record<string, Catalogue>;
export type MessageVars = Record<string, string | number>;

/** English fills any text another language leaves out. */
export const FALLBACK_LANGUAGE: Language = 'en';

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * The text of `key` in `namespace` and `lang`, else in English, else the key itself (a visible
 * miss, not a blank). With a numeric `count`, `key_one`/`key_other`… is chosen by that language's
 * plural rules. The one lookup of the shop's texts: a page's `t` (i18n.ts) and a text in a given
 * language outside React (text-in.ts, the servers' heads) both ask it.
 */
export function translate(
  texts: Rosetta<Namespaces>,
  namespace: string,
  key: string,
  vars: MessageVars | undefined,
  lang: Language,
): string {
  const count = vars?.count;
  for (const lng of lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE]) {
    const catalogue = texts.table(lng)?.[namespace];
    if (!catalogue) continue;
    const candidates =
      typeof count === 'number'
        ? [`${key}_${pluralCategory(lng, count)}`, `${key}_other`, key]
        : [key];
    const found = candidates.find((k) => typeof catalogue[k] === 'string');
    // Asked as the path [namespace, key]: as one string, rosetta (dlv) would split 'v1.2' at its dot.
    if (found !== undefined) return texts.t([namespace, found], vars, lng);
  }
  return key;
}
