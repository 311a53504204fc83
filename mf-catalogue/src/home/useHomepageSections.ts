import { getHomepageSections, type ApiClient, type ProductSummary } from 'shared-api';
import { useLoad } from '../listing/useLoad';

/** Products per homepage section (spec §9: default homepage section size 8). */
export const HOME_SECTION_SIZE = 8;

export interface HomeSection {
  key: string;
  products: ProductSummary[];
}

/** The page's load key: the server's preloaded sections are under it (src/server/pages/home.ts). */
export const HOME_SECTIONS_KEY = 'homepage-sections';

/** The sections (the server's render passes its own client; the browser uses shared-api's). */
export async function loadSections(client?: ApiClient): Promise<HomeSection[]> {
  const answer = await (client ? getHomepageSections(HOME_SECTION_SIZE, client) : getHomepageSections(HOME_SECTION_SIZE));
  return answer.section_keys
    .map((key) => ({ key, products: answer.sections[key] ?? [] }))
    .filter((section) => section.products.length > 0);
}

/** All homepage sections in one request, in the server's `section_keys` order, empty ones left out. */
export const useHomepageSections = () =>
  useLoad(HOME_SECTIONS_KEY, () => loadSections(), { transition: true, preload: 'homepageSections' });
