/** @jest-environment node */
// What the render service remembers of a release that has no server entry (serverEntries.mjs).
import http from 'node:http';
import { serverEntries } from './serverEntries.mjs';

/** A static host that has no server entry: every request is a 404, counted. */
async function hostWithoutEntry() {
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { asked, url: `http://127.0.0.1:${port}/server/remoteEntry.js?build=main.0123abcd.js`, close: () => new Promise((r) => server.close(r)) };
}

// Under jest's VM, @module-federation/sdk's node loader cannot import('path') or import('vm') (jest
// refuses a dynamic import without --experimental-vm-modules): it says so on console.error, and the
// load fails as a missing entry's would, after the fetch these tests count. The render service runs
// in plain Node, where that import works. Only those lines are expected; any other console.error
// goes on to the console as it was (jest.setup.ts fails the test on it). Spied for each test, as
// jest.setup.ts puts its own console.error back before each.
const SDK_IMPORT_REFUSED = /^Error importing module (path|vm):/;
let consoleError;
beforeEach(() => {
  const print = console.error.bind(console);
  consoleError = jest.spyOn(console, 'error').mockImplementation((first, ...rest) => {
    if (!SDK_IMPORT_REFUSED.test(String(first))) print(first, ...rest);
  });
});
afterEach(() => consoleError.mockRestore());

describe('serverEntries: a release without a server entry', () => {
  let host;
  beforeEach(async () => {
    host = await hostWithoutEntry();
  });
  afterEach(() => host.close());

  test('a failed load is remembered: the next pages do not fetch the missing entry again', async () => {
    let clock = 0;
    const entries = serverEntries({ missMs: 10_000, now: () => clock });
    await expect(entries.load('shell', host.url, './frame')).rejects.toBeTruthy();
    const afterFirst = host.asked.length;
    expect(afterFirst).toBeGreaterThan(0);
    clock = 9_999;
    await expect(entries.load('shell', host.url, './frame')).rejects.toBeTruthy();
    await expect(entries.load('shell', host.url, './frame')).rejects.toBeTruthy();
    expect(host.asked.length).toBe(afterFirst);
  });

  test('once the miss is old, the entry is tried again (a host that was restarting)', async () => {
    let clock = 0;
    const entries = serverEntries({ missMs: 10_000, now: () => clock });
    await expect(entries.load('shell', host.url, './frame')).rejects.toBeTruthy();
    const afterFirst = host.asked.length;
    clock = 10_000;
    await expect(entries.load('shell', host.url, './frame')).rejects.toBeTruthy();
    expect(host.asked.length).toBeGreaterThan(afterFirst);
  });
});
