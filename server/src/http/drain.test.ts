/**
 * A request in hand when the API starts closing is answered, with `Connection: close`, so the
 * proxy never reuses that connection and the process exits at once (drain.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { closeConnectionsOnClose } from './drain';

function get(port: number, agent: http.Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('closing the API', () => {
  it('answers the request in hand with Connection: close, and closes without waiting for the keep-alive connection', async () => {
    const app = Fastify();
    closeConnectionsOnClose(app);
    let arrived!: () => void;
    const inHand = new Promise<void>((r) => (arrived = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let closeBegan!: () => void;
    const began = new Promise<void>((r) => (closeBegan = r));
    app.addHook('preClose', async () => closeBegan());
    app.get('/slow', async () => {
      arrived();
      await released;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(port, agent);
      await inHand;
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      await began;
      // The request in hand is still answered, in full.
      release();
      await expect(answer).resolves.toEqual({ status: 200, connection: 'close', body: '{"ok":true}' });
      // The client keeps its idle connections (as nginx does): the server lets go of this one itself.
      await closing;
      expect(closed).toBe(true);
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
