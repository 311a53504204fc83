import { render } from '@testing-library/react';
import { BRAND } from 'shared-ui';
import { pageTitle, shopTitle, usePageTitle, useTabTitle } from './tabTitle';

function Tab({ title }: { title: string | null }) {
  useTabTitle(title);
  return null;
}
function Page({ page }: { page: string | null }) {
  usePageTitle(page);
  return null;
}

beforeEach(() => {
  document.title = 'Before';
});

test("pageTitle names the page, then the shop", () => {
  expect(pageTitle('Wallet')).toBe(`Wallet · ${BRAND.name}`);
});

test('useTabTitle puts the title in the tab, and follows it when it changes', () => {
  const { rerender } = render(<Tab title="Coconut Oil — Suuq" />);
  expect(document.title).toBe('Coconut Oil — Suuq');
  rerender(<Tab title="Deodorant — Suuq" />);
  expect(document.title).toBe('Deodorant — Suuq');
});

test('while the page has no title yet, the tab is left as it is', () => {
  render(<Tab title={null} />);
  expect(document.title).toBe('Before');
});

test('usePageTitle titles the tab with the page and the shop, and nothing while unknown', () => {
  const { rerender } = render(<Page page={null} />);
  expect(document.title).toBe('Before');
  rerender(<Page page="Gaadhigaaga" />);
  expect(document.title).toBe(pageTitle('Gaadhigaaga'));
});

test("the shop's title is in the language asked for", () => {
  expect(shopTitle('so')).toBe('Suuq — Dukaanka internetka ee Soomaaliya');
  expect(shopTitle('en')).toBe('Suuq — Online shop for Somalia');
});
