/** @jest-environment node */
import { Route, Routes } from 'react-router-dom';
import { dataKey, remoteServerPage } from 'shared-federation/server';
import { aProductsPage } from '../testing/products';
import { serverPageWithoutScripts } from '../testing/noscript';
import { CategoryPage } from './CategoryPage';
import { categoryLoadKey } from './useCategoryProducts';

// The server's side of Load more (the browser's side is in CategoryPage.test.tsx), rendered where
// the render service renders: in Node, in the tree a render entry returns (remoteServerPage).
describe("/category/:slug's Load more without scripts", () => {
  /** The server's page of `url` whose first pages are handed in, read without scripts. */
  function serverPage(url: string, pages: number, answer: ReturnType<typeof aProductsPage>) {
    const data = new Map([[dataKey('products', categoryLoadKey('11', pages)), { value: answer }]]);
    const CategoryRoutes = () => (
      <Routes>
        <Route path="/category/:slug" element={<CategoryPage />} />
      </Routes>
    );
    return serverPageWithoutScripts(remoteServerPage({ name: 'mf-catalogue', version: 'test' }, CategoryRoutes, { url, data, lang: 'en' }));
  }

  it('the server draws a link to one page more, landing on its first card', () => {
    const held = serverPage('/category/11', 1, aProductsPage(1, 24, 100));
    const link = held.querySelector<HTMLAnchorElement>('section > a')!;
    expect(link.textContent).toBe('Load more');
    expect(link.getAttribute('href')).toBe('/category/11?page=2#page-2');
    expect(held.querySelectorAll('article')).toHaveLength(24);
  });

  it('?page=2 links to ?page=3', () => {
    const held = serverPage('/category/11?page=2', 2, aProductsPage(1, 48, 100));
    expect(held.querySelectorAll('article')).toHaveLength(48);
    expect(held.querySelector('section > a')!.getAttribute('href')).toBe('/category/11?page=3#page-3');
  });

  it('no link once every product is shown, nor past the tenth page', () => {
    expect(serverPage('/category/11?page=2', 2, aProductsPage(1, 48, 48)).querySelector('section > a')).toBeNull();
    // (Fewer cards than ten pages hold keep the test quick: the rule reads the address's pages.)
    const tenth = serverPage('/category/11?page=10', 10, aProductsPage(1, 24, 500));
    expect(tenth.querySelector('section > a')).toBeNull();
    expect(tenth.textContent).toContain('Showing 24 of 500 products');
    expect(serverPage('/category/11?page=9', 9, aProductsPage(1, 24, 500)).querySelector('section > a')!.getAttribute('href')).toBe('/category/11?page=10#page-10');
  });
});
