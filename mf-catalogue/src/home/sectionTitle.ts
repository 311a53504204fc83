import { SECTION_KEYS, type SectionKey } from 'shared-api';
import { BRAND } from 'shared-ui';
import type { useT } from '../messages';

type T = ReturnType<typeof useT>;

const isSectionKey = (key: string): key is SectionKey => (SECTION_KEYS as readonly string[]).includes(key);

/** The row's title from the catalogue; a key the server adds before we know it reads as words. */
export function sectionTitle(t: T, key: string): string {
  if (isSectionKey(key)) return t(`section.${key}`, { brand: BRAND.name });
  return key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** /section/best-sellers for best_sellers (spec §2 routes are hyphenated). */
export const sectionPath = (key: string) => `/section/${key.replace(/_/g, '-')}`;
