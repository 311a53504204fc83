import { useEffect } from 'react';
import { BRAND, type Language } from 'shared-ui';

/**
 * A page's title in the browser's tab, and in its server head: the page's name, then the shop's
 * ('Wallet · Suuq'). One format for every remote, the server's heads included.
 */
export const pageTitle = (page: string) => `${page} · ${BRAND.name}`;

/**
 * Puts `title` in the browser's tab once the page has it (nothing while it is null or empty).
 * Every page sets its own: the shell never resets the tab on navigation (its effect would race the
 * page's, which mounts in another root), so a page without this keeps the last page's title.
 */
export function useTabTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The shop's own title in `lang`: /home's tab and server head, and the head the shell's frame gives
 * a page no remote drew on the server (the cart, the account) and the static page. The texts sit
 * in the function, not in a table beside it, so a bundle that never calls it drops them.
 */
export const shopTitle = (lang: Language): string =>
  lang === 'en' ? `${BRAND.name} — Online shop for Somalia` : `${BRAND.name} — Dukaanka internetka ee Soomaaliya`;

/** useTabTitle for a page named `page`: its pageTitle. */
export const usePageTitle = (page: string | null | undefined): void => useTabTitle(page ? pageTitle(page) : null);
