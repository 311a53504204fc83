import fs from 'node:fs';
import path from 'node:path';
import { getHomepageSections, getProduct } from 'shared-api';
import { earlyRequestOf, firstCallProblems, requestsSentBy, type DeclaredPages } from '../../tooling/contract/src/pages';
import pages from './pages.json';
import { HOME_SECTION_SIZE } from './home/useHomepageSections';
import { lazyPageFor } from './routes';

/**
 * pages.json tells the shell (through the manifest, tooling/webpack.cjs) what each route needs
 * first: its page's chunk and its first API call. The build fails on a chunk name that does not
 * exist; these keep the routes and the calls in step with the pages themselves.
 */
const declared = pages as DeclaredPages;
const example = (route: string) => route.replace(/:[^/]+/g, 'x');

describe('pages.json', () => {
  test("every declared chunk is the page of its route in routes.tsx, and the homepage comes with the app", () => {
    for (const [route, page] of Object.entries(declared)) {
      expect({ route, lazy: lazyPageFor(example(route)) !== undefined }).toEqual({ route, lazy: page.chunk !== undefined });
    }
  });

  test('every page chunk routes.tsx names is declared, and nothing else', () => {
    const source = fs.readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
    const named = new Set([...source.matchAll(/webpackChunkName: "(page-[^"]+)"/g)].map((m) => m[1]));
    expect(new Set(Object.values(declared).flatMap((p) => (p.chunk ? [p.chunk] : [])))).toEqual(named);
  });

  test('every first call is a public call of the contract, with its verb and path', () => {
    expect(firstCallProblems(declared)).toEqual([]);
  });

  // The shell's early call and the page's own must be the same request, or the page asks twice.
  test("/home's first call is the one useHomepageSections makes", async () => {
    const page = await requestsSentBy((client) => getHomepageSections(HOME_SECTION_SIZE, client));
    expect(page).toEqual([earlyRequestOf(declared['/home']!.firstCall!, {})]);
  });

  test("a product page's first call is the one useProduct makes, with the slug from the address", async () => {
    const first = declared['/product/:slug']!.firstCall!;
    expect(first.params).toEqual({ slugOrId: ':slug' });
    const page = await requestsSentBy((client) => getProduct('coconut-oil-500ml', client));
    expect(page).toEqual([earlyRequestOf(first, { slug: 'coconut-oil-500ml' })]);
  });
});
