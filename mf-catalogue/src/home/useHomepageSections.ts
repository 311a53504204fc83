import { getHomepageSections, type ProductSummary } from 'shared-api';
import { useLoad } from '../listing/useLoad';

/** Products per homepage section (spec §9: default homepage section size 8). */
export const HOME_SECTION_SIZE = 8;

export interface HomeSection {
  key: string;
  products: ProductSummary[];
}

async function loadSections(): Promise<HomeSection[]> {
  const answer = await getHomepageSections(HOME_SECTION_SIZE);
  return answer.section_keys
    .map((key) => ({ key, products: answer.sections[key] ?? [] }))
    .filter((section) => section.products.length > 0);
}

/** All homepage sections in one request, in the server's `section_keys` order, empty ones left out. */
export const useHomepageSections = () => useLoad('homepage-sections', loadSections, { transition: true });
