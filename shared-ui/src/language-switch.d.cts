// The types of language-switch.cjs (plain CommonJS, read by Node unbuilt).

/** The shop's languages: Somali (the default) and English. */
export declare const LANGUAGES: readonly ['so', 'en'];
/** `suuq_lang`. */
export declare const LANGUAGE_COOKIE: 'suuq_lang';
/** A year, in seconds. */
export declare const LANGUAGE_COOKIE_MAX_AGE: number;
/** The cookie's text for `document.cookie` or a Set-Cookie header. */
export declare function languageCookie(lang: (typeof LANGUAGES)[number]): string;

/** Where the no-script switch goes: `/language/`. */
export declare const LANGUAGE_SWITCH_PATH: '/language/';
/** The no-script switch's link to `lang`. */
export declare function languageSwitchHref(lang: (typeof LANGUAGES)[number]): string;
/**
 * The answer to a no-script switch (303 to the referring page of this shop or /home, the cookie for
 * a known language, no-store), or null when the path is not one.
 */
export declare function languageSwitchAnswer(
  pathname: string,
  request?: { referer?: string; host?: string },
): { status: 303; headers: { location: string; 'cache-control': 'no-store'; 'set-cookie'?: string } } | null;
