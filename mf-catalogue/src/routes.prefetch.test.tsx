import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { getHomepageSections } from 'shared-api';
import { AppRoutes, lazyPageFor } from './routes';

// Which page modules were fetched (required), in order: a page's chunk is its module here.
const mockFetched: string[] = [];

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSections: jest.fn(() => new Promise(() => undefined)),
  getProduct: jest.fn(() => new Promise(() => undefined)),
  getCategories: jest.fn(() => new Promise(() => undefined)),
  getVideoAds: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./product/ProductPage', () => {
  mockFetched.push('product');
  return jest.requireActual('./product/ProductPage');
});
jest.mock('./sections/SectionPages', () => {
  mockFetched.push('sections');
  return jest.requireActual('./sections/SectionPages');
});
jest.mock('./search/SearchResultsPage', () => {
  mockFetched.push('search-results');
  return jest.requireActual('./search/SearchResultsPage');
});
jest.mock('./categories/CategoryPage', () => {
  mockFetched.push('category');
  return jest.requireActual('./categories/CategoryPage');
});
jest.mock('./categories/AllCategoriesPage', () => {
  mockFetched.push('all-categories');
  return jest.requireActual('./categories/AllCategoriesPage');
});
jest.mock('./privacy/PrivacyPolicyPage', () => {
  mockFetched.push('privacy-policy');
  return jest.requireActual('./privacy/PrivacyPolicyPage');
});

let idle: (() => void)[] = [];

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (cb) =>
    idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = jest.fn();
});

// Links elsewhere on the page (the shell's header and footer) count as much as the catalogue's.
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/search-results?q=oil">Oil</Link>
      <Link to="/product/dates-1kg">Dates</Link>
      <AppRoutes />
    </MemoryRouter>,
  );

// In this order: a module once fetched stays fetched for the rest of the file.
/**
 * "Nothing more is fetched": every timer the page set is run now, whatever its delay, with the
 * page's clock faked from the first render (a real wait of a few ms proves nothing on a busy
 * machine, and misses a later timer).
 */
const runEveryTimer = () => act(() => jest.runOnlyPendingTimersAsync());

it('a deep link fetches only its own page, and nothing more before the browser is idle', async () => {
  jest.useFakeTimers();
  try {
    renderAt('/product/dates-1kg');
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    expect(idle).toHaveLength(0);
    await waitFor(() => expect(mockFetched).toEqual(['product']));
    await waitFor(() => expect(idle).toHaveLength(1));
    await runEveryTimer();
    expect(mockFetched).toEqual(['product']);
  } finally {
    jest.useRealTimers();
  }
});

it('/home, once shown and the browser is idle, fetches no other page', async () => {
  let showSections: (answer: Awaited<ReturnType<typeof getHomepageSections>>) => void = () => {};
  jest
    .mocked(getHomepageSections)
    .mockReturnValue(new Promise((resolve) => (showSections = resolve)));
  jest.useFakeTimers();
  try {
    renderAt('/home');
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    await act(async () => showSections({ status: 'success', sections: {}, section_keys: [] }));
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(idle).toHaveLength(1);

    await act(async () => {
      for (const run of idle.splice(0)) run();
    });
    await runEveryTimer();
    expect(mockFetched).toEqual(['product']);
  } finally {
    jest.useRealTimers();
  }
});

it('touching a link fetches the page it opens, found by the catalogue\'s own routes', async () => {
  renderAt('/home');
  fireEvent.touchStart(screen.getByRole('link', { name: 'Oil' }));
  await waitFor(() => expect(mockFetched).toEqual(['product', 'search-results']));
});

it('every lazy route is found from a link\'s path, and the home page (in the first chunk) is not', () => {
  expect(lazyPageFor('/home')).toBeUndefined();
  expect(lazyPageFor('/cart')).toBeUndefined();
  const paths = [
    '/product/dates-1kg',
    '/section/related-products/12',
    '/section/best-sellers',
    '/carousel',
    '/discounts',
    '/search-results',
    '/category/beauty',
    '/category',
    '/privacy-policy',
  ];
  const found = paths.map(lazyPageFor);
  expect(found.every(Boolean)).toBe(true);
  expect(new Set(found).size).toBe(paths.length);
});
