/**
 * GET /api/contract: the calls this API answers, by name, with the route each answers at and the
 * contract version (shared-api's) it answers them by. The release tool reads it before a remote's
 * release builds anything (deploy/src/apiCalls.mjs): a remote whose source sends a call the live
 * API does not answer is refused in seconds (a new call needs the server deployed first).
 *
 * One source: the names and routes are shared-api's contract (its call table), kept only where
 * this server has mounted that route, so a call of the contract without a handler here is not
 * published.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import { repoRoot } from '../paths';

export const PUBLISHED_CALLS_PATH = '/api/contract';

export interface PublishedCalls {
  contract: { name: 'shared-api'; version: string };
  calls: Record<string, { http: string; path: string; version: string }>;
}

const contractVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-api/package.json'), 'utf8')) as { version: string }).version;

export async function publishedCallsRoute(app: FastifyInstance) {
  const version = contractVersion();
  let published: PublishedCalls | null = null;
  app.get(PUBLISHED_CALLS_PATH, async (_req, reply) => {
    // Read once the routes are all mounted (the first request), then kept: routes never change.
    published ??= {
      contract: { name: 'shared-api', version },
      calls: Object.fromEntries(
        Object.entries(calls)
          .filter(([, call]) => app.hasRoute({ method: call.http, url: call.path }))
          .map(([name, call]) => [name, { http: call.http, path: call.path, version }]),
      ),
    };
    reply.header('Cache-Control', 'no-store');
    return published;
  });
}
