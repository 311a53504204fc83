import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { api, ApiError, getCategories } from 'shared-api';
import { aProductsPage } from '../testing/products';
import { someCategories } from '../testing/categories';
import { AllCategoriesPage } from './AllCategoriesPage';
import { CategoryPage } from './CategoryPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getCategories: jest.fn(),
  getProducts: jest.fn(async () => ({ status: 'success', products: [], total: 0 })),
  api: { call: jest.fn() },
}));

// Dozens of cards per page: generous waits so a busy test machine does not fail the rules.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const mockCategories = getCategories as jest.MockedFunction<typeof getCategories>;
const mockCall = api.call as unknown as jest.Mock;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/category/:slug" element={<CategoryPage />} />
        <Route path="/category" element={<AllCategoriesPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  setLanguage('en');
  mockCategories.mockResolvedValue(someCategories());
});

describe('/category/:slug', () => {
  it('by subcategory id: heading from the catalogue, the first 24 products', async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 2, 2));
    renderAt('/category/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hair Care' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(mockCall).toHaveBeenCalledWith('products', { category: 12, limit: 24, offset: 0 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('by slug: the same category, asked for by its slug', async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 1, 1));
    renderAt('/category/hair_care');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hair Care' })).toBeInTheDocument();
    expect(mockCall).toHaveBeenCalledWith('products', {
      category: 'hair_care',
      limit: 24,
      offset: 0,
    });
  });

  it('Load more asks for the next 24 and adds them under the first', async () => {
    mockCall.mockResolvedValueOnce(aProductsPage(1, 24, 30)).mockResolvedValueOnce(aProductsPage(25, 6, 30));
    renderAt('/category/11');
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(mockCall).toHaveBeenLastCalledWith('products', { category: 11, limit: 24, offset: 24 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("a failure shows the spec's text and 'Try Again' asks again", async () => {
    mockCall.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(aProductsPage(1, 3, 3));
    renderAt('/category/12');
    expect(
      await screen.findByText('Failed to load category products. Please try again.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(
      screen.queryByText('Failed to load category products. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('a failed Load more keeps the products and offers Try Again for that page', async () => {
    mockCall
      .mockResolvedValueOnce(aProductsPage(1, 24, 30))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(aProductsPage(25, 6, 30));
    renderAt('/category/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Failed to load category products. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(mockCall).toHaveBeenLastCalledWith('products', { category: 11, limit: 24, offset: 24 });
  });

  it("an empty category says 'No products available'", async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 0, 0));
    renderAt('/category/21');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fit Foods' })).toBeInTheDocument();
  });

  it("an unknown category (404) says 'No products available', not an error", async () => {
    mockCall.mockRejectedValue(
      new ApiError('business', 'Category not found: 999', 404, 'not_found'),
    );
    renderAt('/category/999');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Headed as not found (the server's 404 head says the same), and why it is empty.
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('This category does not exist. The link may be old or mistyped.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Category not found/);
  });

  it('a slug the category list does not have is not given a made-up name', async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 0, 0));
    renderAt('/category/nope-cat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nope cat' })).not.toBeInTheDocument();
  });

  it('an empty category the list has keeps its name and is not said to be missing', async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 0, 0));
    renderAt('/category/21');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fit Foods' })).toBeInTheDocument();
    expect(screen.queryByText(/Category not found|does not exist/)).not.toBeInTheDocument();
  });

  it('without the category list, a slug still names its page (the list failed, not the category)', async () => {
    mockCategories.mockRejectedValue(new Error('offline'));
    mockCall.mockResolvedValue(aProductsPage(1, 0, 0));
    renderAt('/category/nope-cat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nope cat' })).toBeInTheDocument();
    expect(screen.queryByText('Category not found')).not.toBeInTheDocument();
  });

  it('?page=3 shows the first three pages at once, and Load more goes on from the 73rd', async () => {
    mockCall.mockResolvedValueOnce(aProductsPage(1, 72, 100)).mockResolvedValueOnce(aProductsPage(73, 24, 100));
    const { container } = renderAt('/category/11?page=3');
    expect(await screen.findAllByRole('article')).toHaveLength(72);
    expect(mockCall).toHaveBeenCalledWith('products', { category: 11, limit: 72, offset: 0 });
    expect(screen.getByText('Showing 72 of 100 products')).toBeInTheDocument();
    // Each page after the first starts at a card a link can land on.
    const starts = [...container.querySelectorAll('li[id]')].map((li) => [li.id, li.textContent]);
    expect(starts).toEqual([['page-2', expect.stringContaining('Oil 25')], ['page-3', expect.stringContaining('Oil 49')]]);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(96));
    expect(mockCall).toHaveBeenLastCalledWith('products', { category: 11, limit: 24, offset: 72 });
  });

  it('more than four pages are asked for in calls of four pages (the API answers 100 at most), together', async () => {
    mockCall.mockImplementation(async (_call, { offset, limit }: { offset: number; limit: number }) => aProductsPage(offset + 1, limit, 200));
    renderAt('/category/11?page=6');
    expect(await screen.findAllByRole('article')).toHaveLength(144);
    expect(mockCall.mock.calls).toEqual([
      ['products', { category: 11, limit: 96, offset: 0 }],
      ['products', { category: 11, limit: 48, offset: 96 }],
    ]);
    expect(screen.getByText('Oil 144')).toBeInTheDocument();
  });

  it('shows card skeletons while the products load', () => {
    mockCall.mockReturnValue(new Promise(() => undefined));
    mockCategories.mockReturnValue(new Promise(() => undefined));
    renderAt('/category/12');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8);
  });
});

describe("/category/:slug's Load more without scripts (the server's side: CategoryPage.server.test.tsx)", () => {
  it('in the browser the noscript is empty and Load more is the button', async () => {
    mockCall.mockResolvedValue(aProductsPage(1, 24, 30));
    const { container } = renderAt('/category/11');
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('/category', () => {
  it('lists every main category with tiles linking to its subcategories by id', async () => {
    renderAt('/category');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Beauty & Personal Care' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: /^Skincare/ })).toHaveAttribute('href', '/category/11');
    expect(screen.getByRole('link', { name: /^Happy Kids/ })).toHaveAttribute(
      'href',
      '/category/51',
    );
  });

  it("a failure offers 'Try Again', which loads the categories again", async () => {
    mockCategories
      .mockReset()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(someCategories());
    renderAt('/category');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /^Skincare/ })).toBeInTheDocument();
  });
});
