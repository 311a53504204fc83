import {
  getI18n,
  type Catalogue,
  type Language,
  type MessageKey,
  type Messages,
  type MessageVars,
} from 'shared-ui';
import { translate } from './translate';

/** A text of one catalogue in the language asked for. */
export type TextIn<E> = (lang: Language, key: MessageKey<E>, vars?: MessageVars) => string;

/**
 * The texts of `messages` (a package's createMessages) in a language given with each call, not
 * the page's: a server renders pages in both languages at once, so a server head asks in the
 * request's language. The same lookup as the page's `t` (translate.ts): a key Somali leaves out
 * is given in English, plurals by `count`, an unknown key shows as itself.
 * An entry each package bundles, not shared (like tab-title): it reads the page's texts through
 * the shared root's `getI18n`, which every live shell has.
 */
export function textIn<E extends Catalogue>(messages: Messages<E>): TextIn<E> {
  return (lang, key, vars) => translate(getI18n(), messages.namespace, key, vars, lang);
}
