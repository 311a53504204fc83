import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IDLE_WORK_MARK, setLanguage } from 'shared-ui';
import { getHomepageSections } from 'shared-api';
import { AppRoutes } from './routes';

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

const EVERY_PAGE_BUT_HOME = [
  'all-categories',
  'category',
  'privacy-policy',
  'product',
  'search-results',
  'sections',
];

let idle: (() => void)[] = [];

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (cb) =>
    idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = jest.fn();
});

const browserIdles = () =>
  act(async () => {
    for (const run of idle.splice(0)) run();
    await new Promise((r) => setTimeout(r, 0));
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

// In this order: a module once fetched stays fetched for the rest of the file.
it('a deep link fetches only its own page, and nothing more before the browser is idle', async () => {
  renderAt('/product/dates-1kg');
  expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
  expect(idle).toHaveLength(0);
  await waitFor(() => expect(mockFetched).toEqual(['product']));
  await waitFor(() => expect(idle).toHaveLength(1));
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(mockFetched).toEqual(['product']);
});

it('/home fetches the other pages once its sections are shown and the browser is idle', async () => {
  let showSections: (answer: Awaited<ReturnType<typeof getHomepageSections>>) => void = () => {};
  jest
    .mocked(getHomepageSections)
    .mockReturnValue(new Promise((resolve) => (showSections = resolve)));
  renderAt('/home');
  expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(idle).toHaveLength(0);

  await act(async () => showSections({ status: 'success', sections: {}, section_keys: [] }));
  expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
  expect(idle).toHaveLength(1);
  expect(mockFetched).toEqual(['product']);

  // jsdom has no performance.mark: a stand-in records the mark.
  const mark = jest.fn();
  Object.assign(performance, { mark });
  await browserIdles();
  expect([...mockFetched].sort()).toEqual(EVERY_PAGE_BUT_HOME);
  // Marked as idle-time work: the first-load budget does not count these fetches.
  expect(mark).toHaveBeenCalledWith(IDLE_WORK_MARK);
});
