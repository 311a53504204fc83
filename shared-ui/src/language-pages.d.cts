// The types of language-pages.cjs (plain CommonJS, read by Node and webpack's config unbuilt).
import type { Language } from './language-cookie';

/** The language whose page a shopper with none gets: Somali, the shop's default. */
export declare const DEFAULT_PAGE_LANGUAGE: Language;

/** Each language's page, a file at the root of the shell's build: index.html (Somali), index.en.html. */
export declare const PAGE_FILES: Readonly<Record<Language, string>>;

/** The page file for a language as a cookie gives it (any value): that language's page, else the default language's. */
export declare function pageFileOf(lang: unknown): string;
