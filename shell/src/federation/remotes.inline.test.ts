import { fakeResponse } from './fakeResponse';
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

describe('Try again after a refusal (issue 31: shoppers recover without a reload)', () => {
  const rolledBack = { ...inlined, mf_catalogue: '/releases/mf-catalogue/0.9.0/mf-manifest.json' };
  const needing = (built: string) => fakeResponse({ metaData: { needs: { federation: { built, range: `^${built}` }, contracts: {} } } });
  /** The federation runtime as it meets a manifest: the shell's fetch hook checks it, and a refusal reaches the caller wrapped (RUNTIME_003). */
  const runtimeLoading = (answer: (entry: string) => Response) => async (...args: unknown[]) => {
    const name = String(args[0]).split('/')[0]!;
    const [registered] = registerRemotes.mock.calls.flatMap((c) => c[0] as { name: string; entry: string }[]).filter((r) => r.name === name).slice(-1);
    const url = new URL(registered!.entry, location.origin).href;
    const { checkedManifest } = await import('./compatibility');
    try {
      await checkedManifest(url, answer(url));
    } catch (err) {
      throw new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 ${String(err)}`);
    }
    return { mount: () => undefined };
  };

  afterEach(() => loadRemote.mockImplementation(async () => ({ mount: () => undefined })));

  test('a refused remote fails with the refusal; Try again reads the record again and loads the release live now, with no reload', async () => {
    pageWith(inlined);
    const fetch = answerRecord(inlined);
    const { registerFromManifest, loadRemoteApp } = await import('./remotes');
    const { isRefusal } = await import('./compatibility');
    await registerFromManifest();
    await flush();
    loadRemote.mockImplementation(runtimeLoading((url) => needing(url.includes('/1.0.0/') ? '3.0.0' : '2.9.2')));
    const refused = await loadRemoteApp('mf-catalogue').catch((err: unknown) => err);
    expect(isRefusal(refused)).toBe(true);

    expect(fetch).toHaveBeenCalledTimes(1); // the page's own read behind the inlined record
    const reread = answerRecord(rolledBack); // `pnpm rollback mf-catalogue`
    await expect(loadRemoteApp('mf-catalogue', true)).resolves.toBeDefined();
    expect(reread.mock.calls).toEqual([['/remotes.json', { cache: 'no-cache' }]]);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalogue', entry: rolledBack.mf_catalogue }], { force: true });
  });

  test('Try again while the refused release is still live: refused again, the same release tried anew', async () => {
    pageWith(inlined);
    answerRecord(inlined);
    const { registerFromManifest, loadRemoteApp } = await import('./remotes');
    const { isRefusal } = await import('./compatibility');
    await registerFromManifest();
    await flush();
    loadRemote.mockImplementation(runtimeLoading(() => needing('3.0.0')));
    await loadRemoteApp('mf-catalogue').catch(() => undefined);
    const again = await loadRemoteApp('mf-catalogue', true).catch((err: unknown) => err);
    expect(isRefusal(again)).toBe(true);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalogue', entry: inlined.mf_catalogue }], { force: true });
  });

  test('a network failure stays a network failure (not a refusal)', async () => {
    pageWith(inlined);
    answerRecord(inlined);
    const { registerFromManifest, loadRemoteApp } = await import('./remotes');
    const { isRefusal } = await import('./compatibility');
    await registerFromManifest();
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    const failed = await loadRemoteApp('mf-catalogue').catch((err: unknown) => err);
    expect(isRefusal(failed)).toBe(false);
    expect(String(failed)).toContain('ScriptNetworkError');
  });
});
