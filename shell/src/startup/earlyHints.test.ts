import { ownerOf, ROUTES } from '../routing/routeTable';
import { fakeResponse } from '../federation/fakeResponse';
import { PAGE_ROUTES, pageRouteOf } from '../routing/routes';
import { announce, ENTRY_FILE, fetchManifestEarly, LOGGED_IN_KEY, neverShown, pageManifest, pagePathOf, pageScriptHints, remoteOfPage, routeMatches, startEarly, takeEarlyManifest } from './earlyHints';
import { KEYS } from '../session/storage';

const record = {
  mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json',
  mf_checkout: '/releases/mf-checkout/1.4.0/mf-manifest.json',
  mf_account: 'http://127.0.0.1:3003/mf-manifest.json',
};

describe('early hints from the inlined release record', () => {
  test("a page's owner: its manifest's URL and the preload of its entry beside it", () => {
    expect(remoteOfPage(record, '/home', 'http://127.0.0.1:3000/home')).toEqual({
      manifestHref: 'http://127.0.0.1:3001/mf-manifest.json',
      entry: { href: 'http://127.0.0.1:3001/remoteEntry.js', as: 'script' },
    });
    expect(remoteOfPage(record, '/product/coconut-oil-500ml', 'http://127.0.0.1:3000/')!.manifestHref).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(remoteOfPage(record, '/', 'http://127.0.0.1:3000/')!.manifestHref).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  test('a root-relative record entry (a release folder) resolves on the page origin', () => {
    const remote = remoteOfPage(record, '/cart', 'https://suuq.so/cart')!;
    expect([remote.manifestHref, remote.entry.href]).toEqual([
      'https://suuq.so/releases/mf-checkout/1.4.0/mf-manifest.json',
      'https://suuq.so/releases/mf-checkout/1.4.0/remoteEntry.js',
    ]);
  });

  test('nothing for a page no remote owns, or whose remote the record does not name', () => {
    expect(remoteOfPage(record, '/contact', 'http://127.0.0.1:3000/')).toBeNull();
    expect(remoteOfPage({ mf_account: record.mf_account }, '/home', 'http://127.0.0.1:3000/')).toBeNull();
  });

  test('the prefix table the entry reads answers as the shell router does, for every owned page', () => {
    for (const route of PAGE_ROUTES) {
      const base = route.path.slice(0, -2);
      for (const path of [base, `${base}/`, `${base}/x/y`, base.toUpperCase()]) {
        expect(pageRouteOf(path)).toEqual(ownerOf(path));
      }
      expect(pageRouteOf(`${base}x`)).toBeNull();
    }
    expect(ROUTES.length).toBe(PAGE_ROUTES.length + 1); // + the live shopping pages
  });

  test('announce adds each preload once, without crossorigin (the federation runtime loads scripts as plain <script>)', () => {
    document.head.innerHTML = '';
    const hints = [remoteOfPage(record, '/home', 'http://127.0.0.1:3000/home')!.entry];
    announce(document, hints);
    announce(document, hints);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.href, l.getAttribute('crossorigin')])).toEqual([
      ['preload', 'script', 'http://127.0.0.1:3001/remoteEntry.js', null],
    ]);
  });
});

test("the entry's name is the one every remote's build gives it", () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const config = fs.readFileSync(path.join(__dirname, '../../../tooling/webpack.cjs'), 'utf8');
  expect(config).toContain(`filename: '${ENTRY_FILE}'`);
});

/** A remote's manifest as its build writes it (tooling/webpack.cjs adds metaData.pages and the needs jest's shell meets). */
const catalogueManifest = (publicPath = 'auto', needs: unknown = { federation: { built: '2.9.2', range: '^2.9.0' }, contracts: { 'shared-api': 0, 'shared-events': 0 } }) => ({
  metaData: {
    publicPath,
    needs,
    pages: [
      { path: '/product/:slug', js: ['753.a.js', 'page-product.b.js'] },
      { path: '/category/:slug', js: ['page-category.c.js'] },
      { path: '/category', js: ['page-all-categories.d.js'] },
    ],
  },
  exposes: [
    { name: 'search-box', assets: { js: { sync: ['search.e.js'], async: [] } } },
    { name: 'app', assets: { js: { sync: ['348.f.js', '__federation_expose_app.g.js'], async: ['page-product.b.js'] } } },
  ],
});
const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';

describe("the scripts a remote's manifest names for a page", () => {
  test("the app's own scripts, then the page's chunk, beside the manifest", () => {
    expect(pageScriptHints(catalogueManifest(), MANIFEST, '/product/coconut-oil-500ml').map((h) => h.href)).toEqual([
      'http://127.0.0.1:3001/348.f.js',
      'http://127.0.0.1:3001/__federation_expose_app.g.js',
      'http://127.0.0.1:3001/753.a.js',
      'http://127.0.0.1:3001/page-product.b.js',
    ]);
    expect(pageScriptHints(catalogueManifest(), MANIFEST, '/home').map((h) => h.href)).toEqual([
      'http://127.0.0.1:3001/348.f.js',
      'http://127.0.0.1:3001/__federation_expose_app.g.js',
    ]);
  });

  test('a route matches by its segments: parameters take one, a trailing slash and case aside', () => {
    expect(routeMatches('/category/:slug', '/category/1')).toBe(true);
    expect(routeMatches('/category/:slug', '/Category/1/')).toBe(true);
    expect(routeMatches('/category/:slug', '/category')).toBe(false);
    expect(routeMatches('/category', '/category/1')).toBe(false);
    // '/' shows /home (the router's redirect): the entry asks for /home's scripts and first call.
    expect(routeMatches('/home', pagePathOf('/'))).toBe(true);
    expect(pageScriptHints(catalogueManifest(), MANIFEST, '/category').at(-1)!.href).toBe('http://127.0.0.1:3001/page-all-categories.d.js');
  });

  test('a publicPath other than auto is where the scripts are', () => {
    expect(pageScriptHints(catalogueManifest('https://cdn.suuq.so/cat/1.2.0/'), MANIFEST, '/category/3')[0]!.href).toBe(
      'https://cdn.suuq.so/cat/1.2.0/348.f.js',
    );
  });

  test('a manifest without pages or exposes, or not a manifest at all, gives no hint', () => {
    expect(pageScriptHints({ metaData: {} }, MANIFEST, '/product/x')).toEqual([]);
    expect(pageScriptHints(null, MANIFEST, '/product/x')).toEqual([]);
    expect(pageScriptHints({ metaData: { pages: 'x' }, exposes: [{ name: 'app', assets: 7 }] }, MANIFEST, '/product/x')).toEqual([]);
  });
});

describe('the manifest fetched by the entry, handed to the federation runtime', () => {
  const manifestResponse = () => fakeResponse(catalogueManifest());

  test('one request: the page scripts are announced and the runtime gets the same answer, once', async () => {
    document.head.innerHTML = '';
    const fetchFn = jest.fn(async () => manifestResponse());
    fetchManifestEarly(document, MANIFEST, '/product/x', fetchFn as unknown as typeof fetch);
    const taken = takeEarlyManifest(MANIFEST);
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual(catalogueManifest());
    await new Promise((r) => setTimeout(r, 0));
    const scripts = [...document.head.querySelectorAll('link[as="script"]')].map((l) => (l as HTMLLinkElement).href);
    expect(scripts).toContain('http://127.0.0.1:3001/page-product.b.js');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    // A second load of the same remote (Try again) fetches anew.
    expect(takeEarlyManifest(MANIFEST)).toBeUndefined();
  });

  test('a remote this shell will refuse: nothing of its code is announced, no first call is read from it, and the runtime still gets its manifest to refuse', async () => {
    document.head.innerHTML = '';
    const refused = catalogueManifest('auto', { federation: { built: '3.0.0', range: '^3.0.0' }, contracts: { 'shared-api': 0 } });
    fetchManifestEarly(document, MANIFEST, '/product/x', (async () => fakeResponse(refused)) as unknown as typeof fetch);
    expect(await pageManifest()).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(await (await takeEarlyManifest(MANIFEST)!).json()).toEqual(refused);
  });

  test('a manifest that declares no needs is refused the same way', async () => {
    document.head.innerHTML = '';
    fetchManifestEarly(document, MANIFEST, '/product/x', (async () => fakeResponse(catalogueManifest('auto', null))) as unknown as typeof fetch);
    expect(await pageManifest()).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    takeEarlyManifest(MANIFEST);
  });

  test('a failed early fetch announces nothing and is still handed over, for the runtime to fetch again', async () => {
    document.head.innerHTML = '';
    fetchManifestEarly(document, MANIFEST, '/product/x', (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch);
    await expect(takeEarlyManifest(MANIFEST)).rejects.toThrow('offline');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('the early script and main.js, two bundles with a copy of this module each', () => {
  /** A fresh copy of the module, as another bundle of the page has it. */
  const copy = (): typeof import('./earlyHints') => {
    let mod!: typeof import('./earlyHints');
    jest.isolateModules(() => {
      mod = jest.requireActual('./earlyHints');
    });
    return mod;
  };

  test("what the early script fetched is what main.js's copy hands to the runtime, with the page's manifest", async () => {
    const early = copy();
    const main = copy();
    expect(early).not.toBe(main);
    const fetchFn = jest.fn(async () => fakeResponse(catalogueManifest()));
    early.fetchManifestEarly(document, MANIFEST, '/product/x', fetchFn as unknown as typeof fetch);
    expect(await main.pageManifest()).toEqual(catalogueManifest());
    const taken = main.takeEarlyManifest(MANIFEST);
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual(catalogueManifest());
    expect(early.takeEarlyManifest(MANIFEST)).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  /** The page's fetch (jsdom has none), for one test. */
  const withFetch = async (fetchFn: jest.Mock, run: () => Promise<void> | void) => {
    const slot = globalThis as { fetch?: typeof fetch };
    const before = slot.fetch;
    slot.fetch = fetchFn as unknown as typeof fetch;
    try {
      await run();
    } finally {
      slot.fetch = before;
    }
  };

  test('startEarly: from the record inlined in the page, the owner of the route gets its manifest fetched and its entry announced', async () => {
    const fetchSpy = jest.fn(async () => fakeResponse(catalogueManifest()));
    await withFetch(fetchSpy, async () => {
      document.head.innerHTML = `<script type="application/json" id="suuq-release-record">${JSON.stringify(record)}</script>`;
      startEarly(document, { pathname: '/product/x', href: 'http://127.0.0.1:3000/product/x' });
      expect(fetchSpy).toHaveBeenCalledWith(MANIFEST, { credentials: 'same-origin' });
      const announced = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href);
      // The entry waits for the manifest: the shell first reads whether it would run this remote.
      await new Promise((r) => setTimeout(r, 0));
      expect(announced()).toContain('http://127.0.0.1:3001/remoteEntry.js');
      expect(announced()).toContain('http://127.0.0.1:3001/page-product.b.js');
      expect(takeEarlyManifest(MANIFEST)).toBeDefined();
    });
  });

  test("startEarly: a protected page a shopper with no session never sees starts nothing: no manifest, so no page call can be read from one (earlyData)", async () => {
    const fetchSpy = jest.fn(async () => fakeResponse(catalogueManifest()));
    await withFetch(fetchSpy, async () => {
      document.head.innerHTML = `<script type="application/json" id="suuq-release-record">${JSON.stringify(record)}</script>`;
      localStorage.removeItem(LOGGED_IN_KEY);
      startEarly(document, { pathname: '/account/orders', href: 'http://127.0.0.1:3000/account/orders' });
      await new Promise((r) => setTimeout(r, 0));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
      // With the session's flag the same page starts its remote.
      localStorage.setItem(LOGGED_IN_KEY, 'true');
      startEarly(document, { pathname: '/account/orders', href: 'http://127.0.0.1:3000/account/orders' });
      expect(fetchSpy).toHaveBeenCalledWith('http://127.0.0.1:3003/mf-manifest.json', { credentials: 'same-origin' });
      localStorage.removeItem(LOGGED_IN_KEY);
      takeEarlyManifest('http://127.0.0.1:3003/mf-manifest.json');
    });
  });

  test('startEarly: without a record in the page (a host that does not inline it), nothing is started', async () => {
    const fetchSpy = jest.fn();
    await withFetch(fetchSpy, () => {
      document.head.innerHTML = '';
      startEarly(document, { pathname: '/home', href: 'http://127.0.0.1:3000/home' });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
    });
  });
});

describe("a protected page's remote is not started for a shopper with no session", () => {
  const storage = (value: string | null) => () => ({ getItem: () => value });

  test('the flag the early script reads is the one the session writes', () => {
    expect(LOGGED_IN_KEY).toBe(KEYS.loggedIn);
  });

  test('a protected page without the logged-in flag is never shown (the login opens instead); with it, or a public page, it is', () => {
    for (const path of ['/cart', '/checkout', '/account/orders/3', '/wishlist']) {
      expect(neverShown(path, storage(null))).toBe(true);
      expect(neverShown(path, storage('false'))).toBe(true);
      expect(neverShown(path, storage('true'))).toBe(false);
    }
    for (const path of ['/home', '/', '/product/x', '/category/12']) expect(neverShown(path, storage(null))).toBe(false);
  });

  test('storage that cannot be read counts as no session', () => {
    const blocked = () => ({ getItem: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(neverShown('/cart', blocked)).toBe(true);
  });
});
