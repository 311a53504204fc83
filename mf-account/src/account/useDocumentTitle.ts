import { useEffect } from 'react';
import { BRAND } from 'shared-ui';

/** The tab's title for a page of the account ('Order SQ-100042 · Suuq'); nothing while unknown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${BRAND.name}`;
  }, [title]);
}
