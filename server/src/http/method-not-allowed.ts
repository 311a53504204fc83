/**
 * A path the shop answers, asked with another method (GET on a JSON-RPC call, POST on an image):
 * 405 with the methods it does take in `Allow` (RFC 9110 §15.5.6), not the 404 of a path that
 * does not exist, so whoever wrote the request sees what to change. The methods come from the
 * app's own router (Fastify's findRoute), never from a list of our own that could fall behind.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { RpcCodes } from '../contract';

/** The methods `url` is answered for, in Fastify's order (a GET route's own HEAD included). */
export const allowedMethods = (app: FastifyInstance, url: string): string[] =>
  app.supportedMethods.filter((method) => app.findRoute({ method: method as HTTPMethods, url }));

/**
 * Answers 405 when `req` reached the unknown-route handler only because of its method; null when
 * the 404 stands. HEAD and OPTIONS keep their 404: the API serves no CORS (same origin through
 * each origin's /api/ proxy, SECURITY.md), so a preflight is answered as before.
 */
export function methodNotAllowed(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (req.method === 'HEAD' || req.method === 'OPTIONS') return null;
  const allowed = allowedMethods(app, req.url);
  // No method at all: an unknown path. The request's own method: its route answered "not found"
  // itself (reply.callNotFound, e.g. a sitemap part that does not exist).
  if (!allowed.length || allowed.includes(req.method)) return null;
  const methods = allowed.join(', ');
  return reply
    .code(405)
    .header('Allow', methods)
    .send({ jsonrpc: '2.0', id: null, error: { code: RpcCodes.invalidRequest, message: `Method Not Allowed: this path takes ${methods}, not ${req.method}` } });
}
