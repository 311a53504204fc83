import { act, fireEvent, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dataKey, PreloadedData } from 'shared-federation/server';
import { StaticRouter } from 'shared-router/server';
import { RenderedLanguage, setLanguage } from 'shared-ui';
import { hydrateServerHtml } from '../testing/hydration';
import { setMobile, someCategories } from '../testing/categories';
import { CategoryNav } from './CategoryNav';
import { CATEGORIES_KEY } from './useCategories';

// The categories as the server draws them, with the list handed in (a page the render service
// rendered, in the shopper's language), and the browser hydrating that HTML on a phone and on a
// wider screen.

const page = () => (
  <StaticRouter location="/home">
    <RenderedLanguage value="en">
      <PreloadedData data={new Map([[dataKey('categories', CATEGORIES_KEY), { value: someCategories() }]])}>
        <CategoryNav />
      </PreloadedData>
    </RenderedLanguage>
  </StaticRouter>
);

const buttonNames = (nav: Element) => within(nav as HTMLElement).getAllByRole('button').map((b) => b.textContent);
const PHONE_LIST = ['Beauty & Personal Care', 'Food & Grocery', 'Health & Wellness', 'More'];
const PILLS = someCategories().map((c) => c.name);

beforeEach(() => setLanguage('en'));

it("the server draws the categories themselves for both screens, the stylesheet choosing: the phone's first 3 and More, and every category's pill; no loading state", () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(page());
  const navs = host.querySelectorAll('nav[aria-label="Categories"]');
  expect(navs).toHaveLength(2);
  expect(buttonNames(navs[0]!)).toEqual(PHONE_LIST);
  expect(buttonNames(navs[1]!)).toEqual(PILLS);
  expect(host.querySelector('[role="status"], [aria-busy="true"]')).toBeNull();
});

it.each([
  { screen: 'a phone', mobile: true, kept: 0, names: PHONE_LIST },
  { screen: 'a wider screen', mobile: false, kept: 1, names: PILLS },
])("hydrated on $screen: no warning, the screen's own navigation is the server's element, the other leaves, and its buttons answer", async ({ mobile, kept, names }) => {
  setMobile(mobile);
  let served!: Element;
  const { host, root, warnings } = await hydrateServerHtml(page(), (html) => {
    served = html.querySelectorAll('nav')[kept]!;
  });
  expect(warnings).toEqual([]);
  const navs = host.querySelectorAll('nav');
  expect(navs).toHaveLength(1);
  expect(navs[0]).toBe(served);
  expect(buttonNames(served)).toEqual(names);
  const first = within(served as HTMLElement).getAllByRole('button')[mobile ? 3 : 0]!;
  fireEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  act(() => root.unmount());
  host.remove();
});
