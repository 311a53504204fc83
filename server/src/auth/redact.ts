/** Request logs must not carry the api_key query value (spec §6 sends the token there). */
import type { FastifyRequest } from 'fastify';

export const redactUrl = (url: string) =>
  url.replace(/([?&](?:api_key|token|access_token)=)[^&#]*/gi, '$1[redacted]');

/** Fastify's default request serializer with the URL redacted. */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
