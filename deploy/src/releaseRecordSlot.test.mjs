/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fillRecordSlot, RECORD_SLOT, recordForPage } from './releaseRecordSlot.mjs';
import { startStaticHost } from './staticHost.mjs';
import { nginxConf, localLayout } from './nginx-conf.mjs';

const page = `<!doctype html><head><script type="application/json" id="suuq-release-record">${RECORD_SLOT}</script></head><body>${'x'.repeat(600)}</body>`;
const record = { mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json' };

describe('the release record in the shell page', () => {
  test('the slot is filled with the record as JSON, < escaped so nothing can end the element', () => {
    const evil = { mf_catalogue: 'http://x/</script><script>alert(1)</script>' };
    const out = fillRecordSlot(page, JSON.stringify(evil));
    expect(out).not.toContain('</script><script>');
    expect(out).not.toContain(RECORD_SLOT);
    const text = /id="suuq-release-record">(.*?)<\/script>/.exec(out)[1];
    expect(JSON.parse(text)).toEqual(evil);
  });

  test('no record, bad JSON or not an object: an empty block (the shell asks /remotes.json)', () => {
    for (const text of [null, '', '{"mf_', '["x"]', 'null']) expect(recordForPage(text)).toBe('');
    expect(fillRecordSlot(page, null)).toContain('id="suuq-release-record"></script>');
  });

  test('a page without the slot is served as it is', () => {
    expect(fillRecordSlot('<html></html>', JSON.stringify(record))).toBe('<html></html>');
  });

  test('nginx fills the same slot itself: SSI on for the shell page, compressed on the fly, no-cache', () => {
    const [shell, ...remotes] = localLayout();
    const conf = nginxConf({ shell, remotes, api: ['127.0.0.1:4000'], runDir: '/tmp/x' });
    const block = /location = \/index\.html \{([\s\S]*?)\n {2}\}/.exec(conf);
    expect(block?.[1]).toContain('ssi on;');
    expect(block?.[1]).toContain('gzip_static off;');
    expect(block?.[1]).toContain('Cache-Control "no-cache"');
    expect(conf.match(/location = \/index\.html/g)).toHaveLength(1); // the shell's origin only
    expect(RECORD_SLOT).toBe('<!--# include virtual="/remotes.json" -->');
  });
});

describe('the static host fills it at each request', () => {
  let port; // the system's pick: a fixed one met another test file's server in a parallel Jest worker
  let root;
  let server;
  let current = JSON.stringify(record);
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-slot-'));
    fs.writeFileSync(path.join(root, 'index.html'), page);
    // A build's .gz twin of the page (without the record) must never be sent.
    fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(page));
    server = await startStaticHost({ root, port: 0, recordSlot: () => current });
    port = server.address().port;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const get = (p) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: p, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const parts = [];
          res.on('data', (d) => parts.push(d));
          res.on('end', () => resolve({ headers: res.headers, text: zlib.gunzipSync(Buffer.concat(parts)).toString() }));
        })
        .on('error', reject);
    });

  test('every route gets the page with the record of the moment; a new record is a new ETag', async () => {
    const home = await get('/home');
    expect(home.text).toContain(`>${JSON.stringify(record)}</script>`);
    const next = { mf_catalogue: '/releases/mf-catalogue/2.0.0/mf-manifest.json' };
    current = JSON.stringify(next);
    const later = await get('/product/x');
    expect(later.text).toContain(JSON.stringify(next));
    expect(later.headers.etag).not.toBe(home.headers.etag);
    expect(later.headers['cache-control']).toBe('no-cache');
  });
});
