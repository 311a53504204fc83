/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticHost } from './staticHost.mjs';

const PORT = 4691;
let root;
let server;
const script = `console.log(${JSON.stringify('suuq '.repeat(400))});`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Suuq</title>');
  fs.writeFileSync(path.join(root, 'app.1234567890.js'), script);
  fs.writeFileSync(path.join(root, 'old.1234567890.js'), script);
  // Level 1 differs from the host's own level 9: the bytes show which one was sent.
  fs.writeFileSync(path.join(root, 'app.1234567890.js.gz'), zlib.gzipSync(script, { level: 1 }));
  fs.writeFileSync(path.join(root, 'old.1234567890.js.gz'), zlib.gzipSync(script, { level: 1 }));
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, 'old.1234567890.js.gz'), past, past);
  server = await startStaticHost({ root, port: PORT });
});
afterAll(() => {
  server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The bytes as sent (fetch would unzip them). */
function get(file, encoding = 'gzip') {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: `/${file}`, headers: { 'accept-encoding': encoding } }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

it("sends the build's precompressed .gz as it is when the browser takes gzip", async () => {
  const res = await get('app.1234567890.js');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.body.equals(fs.readFileSync(path.join(root, 'app.1234567890.js.gz')))).toBe(true);
});

it('a .gz older than its file is never sent: the host compresses the file itself', async () => {
  const res = await get('old.1234567890.js');
  expect(res.body.equals(fs.readFileSync(path.join(root, 'old.1234567890.js.gz')))).toBe(false);
  expect(zlib.gunzipSync(res.body).toString()).toBe(script);
});

it('without gzip in Accept-Encoding the file goes out plain', async () => {
  const res = await get('app.1234567890.js', 'identity');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString()).toBe(script);
});
