import { useEffect } from 'react';
import { BRAND } from 'shared-ui';

/** A page's title as the server's head writes it (head.pageTitle): the page's name, then the shop's. */
export const pageTitle = (page: string) => `${page} · ${BRAND.name}`;

/** Puts `title` in the browser's tab once the page has it (nothing while it is null). */
export function useTabTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
