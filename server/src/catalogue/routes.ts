import type { Db } from '../db/client';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

/** The catalogue's calls of the contract. */
export const catalogueHandlers = (db: Db): Handlers => ({
  homepageSections: async (p) => service.homepageSections(db, p.limit ?? 8),
  homepageSection: async (p) => {
    const { section, products } = await service.homepageSection(db, p.name, p.limit ?? 8);
    // The contract's `section` (a Union over a mapped array) types as never; the schema still checks it.
    return { section: section as never, products };
  },
  products: async (p) => service.listProducts(db, p),
  product: async (p) => ({ product: await service.productDetail(db, p.slugOrId, p.type) }),
  categories: async () => ({ categories: await service.categoryTree(db) }),
});
