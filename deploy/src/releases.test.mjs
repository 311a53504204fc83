/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { goLive, publish, readRecord, rebaseIndexHtml, rollback, versionOf } from './releases.mjs';
import { startStaticHost } from './staticHost.mjs';

let tmp;
let dir;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-releases-'));
  dir = path.join(tmp, 'releases');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A fake build of a remote: entry files and one hashed lazy chunk saying `text`. */
function build(name, text) {
  const dist = path.join(tmp, name);
  fs.mkdirSync(dist, { recursive: true });
  const chunk = `page.${Buffer.from(text).toString('hex').padEnd(10, '0').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(dist, chunk), `render(${JSON.stringify(text)})`);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `load(${JSON.stringify(chunk)})`);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'mf_catalogue' }, chunk }));
  fs.writeFileSync(path.join(dist, 'main.0123456789.js'), 'standalone()');
  fs.writeFileSync(path.join(dist, 'index.html'), '<script defer src="/main.0123456789.js"></script><link rel="icon" href="/favicon.svg">');
  fs.writeFileSync(path.join(dist, 'index.html.gz'), 'stale');
  return { dist, chunk };
}

const release = (name, text, pkg = 'mf-catalogue', origin = 'http://127.0.0.1:3001') => {
  const { dist, chunk } = build(name, text);
  const { version } = publish({ pkg, distDir: dist, dir, pkgVersion: '0.1.0' });
  goLive({ pkg, version, dir, origin });
  return { version, chunk };
};
const remotesJson = () => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));

describe('releases', () => {
  it('a version is the package version and a hash of the build: same build, same version', () => {
    const a = build('a', 'Best sellers');
    const b = build('b', 'Best sellers!');
    expect(versionOf('0.1.0', a.dist)).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(versionOf('0.1.0', a.dist)).not.toBe(versionOf('0.1.0', b.dist));
    expect(versionOf('0.1.0', build('c', 'Best sellers').dist)).toBe(versionOf('0.1.0', a.dist));
  });

  it('a release is an immutable folder; the record and remotes.json name its versioned manifest', () => {
    const first = release('one', 'Best sellers');
    const folder = path.join(dir, 'mf-catalogue', first.version);
    expect(fs.readFileSync(path.join(folder, first.chunk), 'utf8')).toBe('render("Best sellers")');
    expect(remotesJson()).toEqual({ mf_catalogue: `http://127.0.0.1:3001/releases/mf-catalogue/${first.version}/mf-manifest.json` });
    expect(fs.readlinkSync(path.join(dir, 'mf-catalogue', 'current'))).toBe(first.version);
    // Published again (the same build): the folder is not written again.
    const stamp = fs.statSync(path.join(folder, first.chunk)).mtimeMs;
    expect(publish({ pkg: 'mf-catalogue', distDir: path.join(tmp, 'one'), dir, pkgVersion: '0.1.0' }).existed).toBe(true);
    expect(fs.statSync(path.join(folder, first.chunk)).mtimeMs).toBe(stamp);
    expect(fs.readdirSync(path.join(dir, 'mf-catalogue')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it("a release's page loads its scripts from its own folder; icons stay at the root", () => {
    const { version } = release('one', 'Best sellers');
    const html = fs.readFileSync(path.join(dir, 'mf-catalogue', version, 'index.html'), 'utf8');
    expect(html).toBe(`<script defer src="/releases/mf-catalogue/${version}/main.0123456789.js"></script><link rel="icon" href="/favicon.svg">`);
    expect(fs.existsSync(path.join(dir, 'mf-catalogue', version, 'index.html.gz'))).toBe(false);
    expect(rebaseIndexHtml('<script src="/x.js"></script>', '/r/', () => false)).toBe('<script src="/x.js"></script>');
    // The build's minified page: unquoted attributes.
    expect(rebaseIndexHtml('<script defer src=/main.0123456789.js></script><link rel=icon href="data:x">', '/r/', () => true)).toBe(
      '<script defer src=/r/main.0123456789.js></script><link rel=icon href="data:x">',
    );
  });

  it('rollback makes the previous release live again, and touches no other app', () => {
    const shell = release('shell', 'Suuq', 'shell', 'http://127.0.0.1:3000');
    const first = release('one', 'Best sellers');
    const second = release('two', 'Top sellers');
    expect(remotesJson().mf_catalogue).toContain(second.version);
    const shellBefore = JSON.stringify(readRecord(dir).apps.shell);

    expect(rollback({ pkg: 'mf-catalogue', dir })).toEqual({ from: second.version, to: first.version });
    expect(remotesJson().mf_catalogue).toContain(first.version);
    expect(fs.readlinkSync(path.join(dir, 'mf-catalogue', 'current'))).toBe(first.version);
    expect(JSON.stringify(readRecord(dir).apps.shell)).toBe(shellBefore);
    expect(fs.readlinkSync(path.join(dir, 'shell', 'current'))).toBe(shell.version);
    // Both releases stay on disk, so open tabs of either keep working.
    expect(fs.existsSync(path.join(dir, 'mf-catalogue', second.version, second.chunk))).toBe(true);
    expect(() => rollback({ pkg: 'mf-catalogue', dir })).toThrow('mf-catalogue has no earlier release to roll back to');
    expect(() => rollback({ pkg: 'mf-live', dir })).toThrow('mf-live has no earlier release');
    // The shell's record has no manifest: remotes.json names remotes only.
    expect(Object.keys(remotesJson())).toEqual(['mf_catalogue']);
  });
});

describe('the static host serves the releases', () => {
  let port; // the system's pick: a fixed one met another test file's server in a parallel Jest worker
  let server;
  afterEach(() => server?.close());
  const get = (p) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: p }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        })
        .on('error', reject);
    });

  it('every release at /releases/<app>/<version>/, the live one at the root, entry files no-cache', async () => {
    const first = release('one', 'Best sellers');
    const second = release('two', 'Top sellers');
    server = await startStaticHost({ releases: { dir, app: 'mf-catalogue' }, port: 0, apiPort: 1 });
    port = server.address().port;
    const old = await get(`/releases/mf-catalogue/${first.version}/${first.chunk}`);
    expect(old.body).toBe('render("Best sellers")');
    expect(old.headers['cache-control']).toContain('immutable');
    const manifest = await get(`/releases/mf-catalogue/${second.version}/mf-manifest.json`);
    expect(JSON.parse(manifest.body).chunk).toBe(second.chunk);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The live release's standalone page at any route; a missing file of a release is a 404.
    expect((await get('/home')).body).toContain(`/releases/mf-catalogue/${second.version}/main.0123456789.js`);
    expect((await get(`/releases/mf-catalogue/${second.version}/home`)).status).toBe(404);
    expect((await get('/releases/mf-checkout/x/remoteEntry.js')).status).toBe(404);
    rollback({ pkg: 'mf-catalogue', dir });
    expect((await get('/home')).body).toContain(`/releases/mf-catalogue/${first.version}/main.0123456789.js`);
  });
});
