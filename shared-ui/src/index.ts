export { BRAND, type Brand } from './brand';
export { tokens, media, queries, type Tokens, type ColorName } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export {
  createMessages,
  setLanguage,
  getLanguage,
  useLanguage,
  getI18n,
  isLanguage,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  type Language,
  type Catalogue,
  type MessageKey,
  type MessageVars,
  type Messages,
  type Translate,
} from './i18n';
