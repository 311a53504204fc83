import { fetchManifestEarly } from '../startup/earlyHints';
import { fakeResponse } from './fakeResponse';
import retryPlugin from './retryPlugin';

/** A manifest this shell can run (jest's __FEDERATION_OFFER__: federation 2.9.2, contracts 0). */
const runnable = { metaData: { needs: { federation: { built: '2.9.2', range: '^2.9.0' }, contracts: { 'shared-api': 0 } } } };

const URL_ = 'http://127.0.0.1:3001/mf-manifest.json';
const fetchHook = () => retryPlugin().fetch! as (url: string, init: RequestInit) => Promise<Response>;

let network: jest.Mock;
const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  network = jest.fn(async () => fakeResponse(runnable));
  globalThis.fetch = network as unknown as typeof fetch;
});

test("the runtime takes the manifest the entry fetched: one request, the remote's needs still checked", async () => {
  const entryFetch = jest.fn(async () => fakeResponse(runnable));
  fetchManifestEarly(document, URL_, '/home', entryFetch as unknown as typeof fetch);
  const res = await fetchHook()(URL_, {});
  expect(await res.json()).toEqual(runnable);
  expect(entryFetch).toHaveBeenCalledTimes(1);
  expect(network).not.toHaveBeenCalled();
  // Taken once: a later load of that remote (Try again) fetches anew.
  await fetchHook()(URL_, {});
  expect(network).toHaveBeenCalledTimes(1);
});

test('an early fetch that failed or answered an error is fetched again by the runtime', async () => {
  fetchManifestEarly(document, URL_, '/home', (async () => {
    throw new TypeError('offline');
  }) as unknown as typeof fetch);
  await expect(fetchHook()(URL_, {}).then((r) => r.json())).resolves.toEqual(runnable);
  expect(network).toHaveBeenCalledTimes(1);

  fetchManifestEarly(document, URL_, '/home', (async () => fakeResponse({}, false)) as unknown as typeof fetch);
  await expect(fetchHook()(URL_, {}).then((r) => r.json())).resolves.toEqual(runnable);
  expect(network).toHaveBeenCalledTimes(2);
});

test('a manifest this shell cannot run is refused, early or not', async () => {
  const old = { metaData: { needs: { federation: { built: '1.0.0', range: '^1.0.0' }, contracts: {} } } };
  fetchManifestEarly(document, URL_, '/home', (async () => fakeResponse(old)) as unknown as typeof fetch);
  await expect(fetchHook()(URL_, {})).rejects.toThrow(/cannot run that remote/);
});
