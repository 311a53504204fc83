import { ownerOf, ROUTES } from '../routing/routeTable';
import { PAGE_ROUTES, pageRouteOf } from '../routing/routes';
import { announce, ENTRY_FILE, hintsFor } from './earlyHints';

const record = {
  mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json',
  mf_checkout: '/releases/mf-checkout/1.4.0/mf-manifest.json',
  mf_account: 'http://127.0.0.1:3003/mf-manifest.json',
};

describe('early hints from the inlined release record', () => {
  test("a page's owner: its manifest (CORS, as the federation runtime fetches it) and its entry beside it", () => {
    expect(hintsFor(record, '/home', 'http://127.0.0.1:3000/home')).toEqual([
      { href: 'http://127.0.0.1:3001/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://127.0.0.1:3001/remoteEntry.js', as: 'script' },
    ]);
    expect(hintsFor(record, '/product/coconut-oil-500ml', 'http://127.0.0.1:3000/')[0]!.href).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(hintsFor(record, '/', 'http://127.0.0.1:3000/')[0]!.href).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  test('a root-relative record entry (a release folder) resolves on the page origin', () => {
    expect(hintsFor(record, '/cart', 'https://suuq.so/cart').map((h) => h.href)).toEqual([
      'https://suuq.so/releases/mf-checkout/1.4.0/mf-manifest.json',
      'https://suuq.so/releases/mf-checkout/1.4.0/remoteEntry.js',
    ]);
  });

  test('nothing for a page no remote owns, or whose remote the record does not name', () => {
    expect(hintsFor(record, '/contact', 'http://127.0.0.1:3000/')).toEqual([]);
    expect(hintsFor({ mf_account: record.mf_account }, '/home', 'http://127.0.0.1:3000/')).toEqual([]);
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

  test('announce adds each preload once, with the crossorigin the fetch needs', () => {
    document.head.innerHTML = '';
    const hints = hintsFor(record, '/home', 'http://127.0.0.1:3000/home');
    announce(document, hints);
    announce(document, hints);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.href, l.getAttribute('crossorigin')])).toEqual([
      ['preload', 'fetch', 'http://127.0.0.1:3001/mf-manifest.json', 'anonymous'],
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
