/** @jest-environment node */
// What the render service passes to the static host as it came (its files: the shell's scripts).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startRenderService } from './service.mjs';

/**
 * A static host that closes a kept-alive connection as a request arrives on it (HTTP/1.1's race:
 * its idle timer fired while the request was on its way), every `closeEvery`-th request of each
 * connection; the others are answered with the file.
 */
async function staticHost({ closeEvery }) {
  const seen = { requests: 0, closed: 0 }; // scripts asked, connections closed
  const server = http.createServer((req, res) => {
    if (req.url.endsWith('.js')) seen.requests += 1;
    const socket = req.socket;
    socket.served = (socket.served ?? 0) + 1;
    if (req.url.endsWith('.js') && socket.served % closeEvery === 0) {
      seen.closed += 1;
      return socket.destroy();
    }
    res.writeHead(200, { 'content-type': req.url.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(req.url.endsWith('.js') ? 'console.log(1)' : '<html></html>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

let host;
let service;
let origin;
const logged = [];

afterEach(async () => {
  await new Promise((r) => service?.close(r));
  await host?.close();
  logged.length = 0;
});

async function start(o) {
  host = await staticHost(o);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-pass-'));
  const recordFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(recordFile, '{}');
  service = await startRenderService({ port: 0, upstream: host.origin, recordFile, apiOrigin: 'http://127.0.0.1:9', log: (line) => logged.push(line) });
  origin = `http://127.0.0.1:${service.address().port}`;
}

/** GETs through the service on one kept-alive connection of its own, in turn. */
async function getInTurn(paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out = [];
  for (const p of paths) {
    out.push(
      await new Promise((resolve, reject) => {
        http.get(`${origin}${p}`, { agent }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        }).on('error', reject);
      }),
    );
  }
  agent.destroy();
  return out;
}

test('a script whose kept-alive connection the static host closes as it is asked for is asked again on a new one: the page gets it, not a 502', async () => {
  await start({ closeEvery: 2 });
  const answers = await getInTurn(['/main.1.js', '/vendor.1.js', '/bootstrap.1.js', '/early.1.js']);
  expect(host.seen.closed).toBeGreaterThan(0);
  expect(answers).toEqual(answers.map(() => ({ status: 200, body: 'console.log(1)' })));
  expect(logged).toEqual([]);
});

test('a static host that closes every connection at once is not asked forever: one more try, then 502, logged', async () => {
  await start({ closeEvery: 1 });
  const [answer] = await getInTurn(['/main.1.js']);
  expect(answer.status).toBe(502);
  // The first request on a fresh connection is not a reused socket's race: no second try.
  expect(host.seen.requests).toBe(1);
  expect(logged).toEqual([{ url: '/main.1.js', error: 'static host: ECONNRESET' }]);
});
