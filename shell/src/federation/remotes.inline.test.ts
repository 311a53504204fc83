import { RECORD_ELEMENT_ID } from './record';

const registerRemotes = jest.fn();
const loadRemote = jest.fn(async () => ({ mount: () => undefined }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const inlined = { mf_catalogue: '/releases/mf-catalogue/1.0.0/mf-manifest.json', mf_checkout: '/releases/mf-checkout/1.0.0/mf-manifest.json' };

function pageWith(record: unknown) {
  document.head.innerHTML = `<script type="application/json" id="${RECORD_ELEMENT_ID}">${JSON.stringify(record)}</script>`;
}
function answerRecord(record: unknown, status = 200) {
  const fetch = jest.fn(async () => ({ ok: status === 200, status, json: async () => record }) as Response);
  globalThis.fetch = fetch as never;
  return fetch;
}

beforeEach(() => {
  jest.resetModules();
  registerRemotes.mockClear();
  loadRemote.mockClear();
});

test('with the record inlined, remotes are registered before /remotes.json answers', async () => {
  pageWith(inlined);
  let answer!: (r: unknown) => void;
  globalThis.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as never;
  const { registerFromManifest, loadRemoteApp } = await import('./remotes');
  await expect(registerFromManifest()).resolves.toEqual(inlined);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_catalogue', entry: inlined.mf_catalogue },
    { name: 'mf_checkout', entry: inlined.mf_checkout },
  ]);
  await loadRemoteApp('mf-catalogue');
  expect(loadRemote).toHaveBeenCalledWith('mf_catalogue/app');
  answer({ ok: true, status: 200, json: async () => inlined });
});

test('a stale inlined record loses to /remotes.json for every remote not asked for yet', async () => {
  pageWith(inlined);
  const fresh = { mf_catalogue: '/releases/mf-catalogue/1.1.0/mf-manifest.json', mf_checkout: '/releases/mf-checkout/1.1.0/mf-manifest.json' };
  let answer!: (r: unknown) => void;
  globalThis.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as never;
  const { registerFromManifest, loadRemoteApp } = await import('./remotes');
  await registerFromManifest();
  await loadRemoteApp('mf-catalogue'); // the page's remote runs on the inlined release
  answer({ ok: true, status: 200, json: async () => fresh });
  await flush();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_checkout', entry: fresh.mf_checkout }], { force: true });
  // Try again on the page's remote keeps the release it runs on.
  await loadRemoteApp('mf-catalogue', true);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalogue', entry: inlined.mf_catalogue }], { force: true });
});

test('without an inlined record, /remotes.json is read first (and a failed read leaves the remotes out)', async () => {
  document.head.innerHTML = `<script type="application/json" id="${RECORD_ELEMENT_ID}"><!--# include virtual="/remotes.json" --></script>`;
  const fetch = answerRecord(inlined);
  const { registerFromManifest } = await import('./remotes');
  await expect(registerFromManifest()).resolves.toEqual(inlined);
  expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });

  jest.resetModules();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  answerRecord(null, 404);
  const again = await import('./remotes');
  await expect(again.registerFromManifest()).resolves.toEqual({});
  await expect(again.loadRemoteApp('mf-catalogue')).rejects.toThrow('mf-catalogue is not in the release manifest');
});

test('offline, the inlined record stays', async () => {
  pageWith(inlined);
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as never;
  const { registerFromManifest, loadRemoteApp } = await import('./remotes');
  await registerFromManifest();
  await flush();
  await loadRemoteApp('mf-checkout');
  expect(loadRemote).toHaveBeenCalledWith('mf_checkout/app');
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});
