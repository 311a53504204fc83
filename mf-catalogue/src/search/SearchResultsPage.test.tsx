import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SEARCH_RESULTS_MAX, searchProducts } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { aProduct } from '../testing/products';
import { pageWindow } from './Pager';
import { SearchResultsPage, correctedKeyword } from './SearchResultsPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), searchProducts: jest.fn() }));
const search = searchProducts as jest.MockedFunction<typeof searchProducts>;

const answer = (over: Partial<Awaited<ReturnType<typeof searchProducts>>> = {}) => ({
  status: 'success' as const,
  products: [aProduct({ id: 1, name: 'Argan Hair Oil' }), aProduct({ id: 2, name: 'Argan Soap' })],
  total: 2,
  page: 1,
  per_page: 20,
  total_pages: 1,
  corrections: {},
  ...over,
});

let address = '';
function Address() {
  const l = useLocation();
  address = l.pathname + l.search;
  return null;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search-results" element={<SearchResultsPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );

beforeAll(() => {
  setLanguage('en');
  window.scrollTo = jest.fn();
});
beforeEach(() => search.mockReset().mockResolvedValue(answer()));

describe('/search-results', () => {
  it('searches the keyword, sort and page of the address and shows the results as cards', async () => {
    renderAt('/search-results?keyword=argan&filter=price_asc&page=2');
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({
      keyword: 'argan',
      page: 2,
      per_page: 20,
      filter: 'price_asc',
    });
    const grid = await screen.findByRole('list', { name: 'Results for “argan”' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByText('Argan Soap')).toBeInTheDocument();
  });

  it('choosing a sort puts it in the address and starts again from page 1', async () => {
    renderAt('/search-results?keyword=argan&page=3');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default', 'Qiimaha Sare', 'Qiimaha Hoose', 'Faallo Badan', 'Iibka Ugu Badan']);
    fireEvent.change(select, { target: { value: 'price_asc' } });
    expect(address).toBe('/search-results?keyword=argan&filter=price_asc');
    expect(search).toHaveBeenLastCalledWith({
      keyword: 'argan',
      page: 1,
      per_page: 20,
      filter: 'price_asc',
    });
    expect(await screen.findByText('Argan Soap')).toBeInTheDocument();
  });

  it('the count says how many products matched, and "1000+" when the search reached its cap', async () => {
    search.mockResolvedValue(answer({ total: 90, total_pages: 5 }));
    const { unmount } = renderAt('/search-results?keyword=tea');
    expect(await screen.findByText(/90 products/)).toBeInTheDocument();
    unmount();
    search.mockResolvedValue(answer({ total: SEARCH_RESULTS_MAX, total_pages: SEARCH_RESULTS_MAX / 20 }));
    renderAt('/search-results?keyword=suuq');
    expect(await screen.findByText(new RegExp(`${SEARCH_RESULTS_MAX}\\+ products`))).toBeInTheDocument();
  });

  it('pages come from total_pages, each with its own address', async () => {
    search.mockResolvedValue(answer({ page: 2, total: 90, total_pages: 5 }));
    renderAt('/search-results?keyword=tea&filter=reviews&page=2');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/search-results?keyword=tea&filter=reviews&page=3',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/search-results?keyword=tea&filter=reviews',
    );
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 5' }));
    expect(address).toBe('/search-results?keyword=tea&filter=reviews&page=5');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(await screen.findByText('Argan Soap')).toBeInTheDocument();
  });

  it('one page of results has no paging', async () => {
    renderAt('/search-results?keyword=tea');
    await screen.findByText('Argan Soap');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('no results says so', async () => {
    search.mockResolvedValue(answer({ products: [], total: 0, total_pages: 0 }));
    renderAt('/search-results?keyword=zzz');
    expect(await screen.findByText('No products found matching your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/category',
    );
  });

  it('a failed search shows the spec text and Try again searches again', async () => {
    search.mockRejectedValueOnce(new Error('down'));
    renderAt('/search-results?keyword=tea');
    expect(await screen.findByText('Failed to search products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Argan Soap')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('without a keyword nothing is searched', async () => {
    renderAt('/search-results?keyword=%20');
    expect(await screen.findByText('Type to search for products')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('names the words searched instead of misspelt ones', async () => {
    search.mockResolvedValue(answer({ corrections: { shampo: ['shampoo'] } }));
    renderAt('/search-results?keyword=shampo');
    expect(await screen.findByText(/Showing results for “shampoo”/)).toBeInTheDocument();
    expect(correctedKeyword('tea', { tea: ['tea'] })).toBeNull();
  });

  it('a misspelt word typed with a capital is named with one: "Hawla Somali" → "Halwa Somali"', () => {
    expect(correctedKeyword('Hawla Somali', { hawla: ['halwa'] })).toBe('Halwa Somali');
    expect(correctedKeyword('hawla somali', { hawla: ['halwa'] })).toBe('halwa somali');
  });
});

describe('page numbers', () => {
  it('up to 5 numbers around the current page, within 1…total', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
