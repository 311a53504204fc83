/** HEAD /api/product-updates-check: 200, no body, the newest change in Last-Modified and X-Last-Update. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { lastChange } from './updates';

export async function productUpdatesCheckRoute(app: FastifyInstance, opts: { db: Db }) {
  app.head('/api/product-updates-check', async (req, reply) => {
    const iso = await lastChange(opts.db);
    reply.header('Cache-Control', 'no-cache');
    if (!iso) return reply.code(200).send();
    const modified = new Date(iso);
    reply.header('Last-Modified', modified.toUTCString()).header('X-Last-Update', iso);
    const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
    // HTTP dates have whole seconds: compare at that precision.
    if (!Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000)) return reply.code(304).send();
    return reply.code(200).send();
  });
}
