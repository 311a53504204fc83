/**
 * @jest-environment node
 */
// The shell's static host with the render service in front of its pages (`npm start`, issue 30):
// the service's page when it answers, the frame when it is down, slow or failing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startStaticHost } from './staticHost.mjs';

const FRAME = '<!doctype html><title>Suuq</title><div id="root"></div>';
let root;
const servers = [];
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => (servers.push(server), resolve(server.address().port))));
const closedPort = async () => {
  const probe = http.createServer();
  const port = await listen(probe);
  servers.pop();
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** A render service that answers as `answer` says and counts what it was asked. */
async function fakeRender(answer) {
  const asked = [];
  const port = await listen(
    http.createServer((req, res) => {
      asked.push(req.url);
      answer(req, res);
    }),
  );
  return { origin: `http://127.0.0.1:${port}`, asked };
}

async function hostWith(render) {
  const server = await startStaticHost({ root, port: 0, apiPort: await closedPort(), render, headers: () => ({ 'X-Content-Type-Options': 'nosniff' }) });
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-static-render-'));
  fs.writeFileSync(path.join(root, 'index.html'), FRAME);
  fs.writeFileSync(path.join(root, 'app.1234567890.js'), 'console.log(1)');
});
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the shell\'s static host with the render service in front of its pages', () => {
  it('a page comes from the render service, with its status and headers; files never go there', async () => {
    const render = await fakeRender((req, res) => res.writeHead(200, { 'content-type': 'text/html', 'x-rendered-by': 'mf_catalogue', 'cache-control': 'public, s-maxage=60' }).end('<h1>Cuud</h1>'));
    const host = await hostWith({ origin: render.origin });
    const page = await fetch(`${host}/product/cuud?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-rendered-by')).toBe('mf_catalogue');
    expect(page.headers.get('cache-control')).toBe('public, s-maxage=60');
    expect(await page.text()).toBe('<h1>Cuud</h1>');
    expect((await fetch(`${host}/app.1234567890.js`)).status).toBe(200);
    expect(render.asked).toEqual(['/product/cuud?x=1']);
  });

  it('the service down: the frame, 200, with the host\'s headers', async () => {
    const host = await hostWith({ origin: `http://127.0.0.1:${await closedPort()}` });
    const page = await fetch(`${host}/product/cuud`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toBe(FRAME);
  });

  it("the service down: the header's language switch without JavaScript still switches (the cookie, back to the page)", async () => {
    const host = await hostWith({ origin: `http://127.0.0.1:${await closedPort()}` });
    const answer = await fetch(`${host}/language/en`, { redirect: 'manual', headers: { referer: `${host}/product/cuud?x=1` } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/product/cuud?x=1');
    expect(answer.headers.get('set-cookie')).toBe('suuq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('the service answering 5xx: the frame, never its error', async () => {
    const render = await fakeRender((req, res) => res.writeHead(503).end('overloaded'));
    const host = await hostWith({ origin: render.origin });
    const page = await fetch(`${host}/home`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(FRAME);
    expect(render.asked).toEqual(['/home']);
  });

  it('the service silent past its time: the frame', async () => {
    const render = await fakeRender(() => {}); // never answers
    const host = await hostWith({ origin: render.origin, timeoutMs: 200 });
    const page = await fetch(`${host}/product/cuud`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(FRAME);
    expect(render.asked).toEqual(['/product/cuud']);
  });
});
