import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import * as service from './service';
import { productUpdates } from './updates';
import { videoAds } from './video-ads';

/** The catalogue's calls of the contract. */
export const catalogueCalls: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.rpc.register({
    homepageSections: async (p) => service.homepageSections(db, p.limit ?? 8),
    homepageSection: async (p) => service.homepageSection(db, p.name, p.limit ?? 8),
    products: async (p) => service.listProducts(db, p),
    product: async (p) => ({ product: await service.productDetail(db, p.slugOrId, p.type) }),
    categories: async () => ({ categories: await service.categoryTree(db) }),
    productUpdates: (p) => productUpdates(db, p),
    videoAds: () => videoAds(db),
  });
};
