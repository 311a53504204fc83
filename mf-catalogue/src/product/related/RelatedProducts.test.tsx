import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getProducts } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { aProduct, aProductDetail } from '../../testing/products';
import { RelatedProducts } from './RelatedProducts';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProducts: jest.fn(),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

const mockGetProducts = getProducts as jest.MockedFunction<typeof getProducts>;

const renderFor = (id = 7) =>
  render(
    <MemoryRouter>
      <RelatedProducts product={aProductDetail({ id, category_slug: 'hair_care' })} />
    </MemoryRouter>,
  );

const listOf = (ids: number[]) => ({
  status: 'success' as const,
  products: ids.map((id) => aProduct({ id, name: `Product ${id}` })),
  total: ids.length,
});

beforeAll(() => setLanguage('en'));
beforeEach(() => mockGetProducts.mockReset());

describe('RelatedProducts', () => {
  it('asks for 9 of the same subcategory and leaves the product itself out', async () => {
    mockGetProducts.mockResolvedValue(listOf([7, 8, 9]));
    renderFor(7);
    await screen.findByText('Product 8');
    const row = screen.getByRole('region', { name: 'Related products' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    expect(within(row).queryByText('Product 7')).not.toBeInTheDocument();
    expect(within(row).getByText('Product 8')).toBeInTheDocument();
    expect(mockGetProducts).toHaveBeenCalledWith({ category: 'hair_care', limit: 9 });
  });

  it('shows at most 8 products', async () => {
    mockGetProducts.mockResolvedValue(listOf([1, 2, 3, 4, 5, 6, 8, 9, 10]));
    renderFor(7);
    await screen.findByText('Product 1');
    const row = screen.getByRole('region', { name: 'Related products' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(8);
  });

  it("'See all' leads to the related products page of this product", async () => {
    mockGetProducts.mockResolvedValue(listOf([7, 8]));
    renderFor(7);
    expect(await screen.findByRole('link', { name: 'See all: Related products' })).toHaveAttribute(
      'href',
      '/section/related-products/7',
    );
  });

  it('is hidden when the subcategory has nothing but this product', async () => {
    mockGetProducts.mockResolvedValue(listOf([7]));
    const { container } = renderFor(7);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('region', { name: 'Related products' })).not.toBeInTheDocument();
  });

  it('shows skeleton cards while loading', () => {
    mockGetProducts.mockReturnValue(new Promise(() => undefined));
    renderFor(7);
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
  });
});
