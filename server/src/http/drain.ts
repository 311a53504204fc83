/**
 * Shutting down without a lost request (README "Rolling the API"). On close, Node stops accepting
 * connections and closes the idle keep-alive ones; a connection busy at that moment stays open
 * after its answer, so nginx sends it the next request, which Fastify refuses with 503 because it
 * is closing, and the process waits for nginx to let the connection go before it can exit. Once
 * closing, every answer says `Connection: close`: nginx never sends another request on it, and the
 * process exits as soon as the requests in hand are answered.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
