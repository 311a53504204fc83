/** HEAD /api/product-updates-check: 200, no body, the newest change in Last-Modified and X-Last-Update. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/client';
import { plainCallRoute, refusalOf } from '../http/plain-call';
import { lastChange } from './updates';

export async function productUpdatesCheckRoute(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...plainCallRoute(calls.productUpdatesCheck, []),
    handler: async (req, reply) => {
      // Checked like the media routes: a query the contract does not allow is a 400 (no body: HEAD) before any query.
      if (refusalOf(req, calls.productUpdatesCheck) !== null) return reply.code(400).send();
      const iso = await lastChange(opts.db);
      reply.header('Cache-Control', 'no-cache');
      if (!iso) return reply.code(200).send();
      const modified = new Date(iso);
      reply.header('Last-Modified', modified.toUTCString()).header('X-Last-Update', iso);
      const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
      // HTTP dates have whole seconds: compare at that precision.
      if (!Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000))
        return reply.code(304).send();
      return reply.code(200).send();
    },
  });
}
