import fs from 'node:fs';
import path from 'node:path';
import { getCategories, getHomepageSections, getProduct } from 'shared-api';
import { earlyRequestsFor, firstCallProblems, requestsSentBy, type DeclaredPages } from '../../scripts/contract/pages';
import pages from './pages.json';
import { HOME_SECTION_SIZE } from './home/useHomepageSections';
import { lazyPageFor } from './routes';
import { fetchCategoryPage } from './categories/useCategoryProducts';

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
  test("/home's calls are the ones useHomepageSections and the category navigation (useCategories) make", async () => {
    const page = [
      ...(await requestsSentBy((client) => getHomepageSections(HOME_SECTION_SIZE, client))),
      ...(await requestsSentBy((client) => getCategories(client))),
    ];
    expect(page).toEqual(earlyRequestsFor(declared, '/home'));
  });

  test("a product page's first call is the one useProduct makes, with the slug from the address", async () => {
    for (const slug of ['coconut-oil-500ml', '11']) {
      const page = await requestsSentBy((client) => getProduct(slug, client));
      expect(page).toEqual(earlyRequestsFor(declared, `/product/${slug}`));
    }
  });

  test("a category page's calls are the ones it makes: its products (an id as a number, a slug as text) and the category names", async () => {
    for (const slugOrId of ['7', 'hair-care']) {
      const page = [
        ...(await requestsSentBy((client) => fetchCategoryPage(slugOrId, 0, client))),
        ...(await requestsSentBy((client) => getCategories(client))),
      ];
      expect(page).toEqual(earlyRequestsFor(declared, `/category/${slugOrId}`));
    }
    expect(await requestsSentBy((client) => getCategories(client))).toEqual(earlyRequestsFor(declared, '/category'));
  });
});
