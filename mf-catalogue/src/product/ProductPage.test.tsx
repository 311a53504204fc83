import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { explain, resetBusForTests } from 'shared-events';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { setLanguage } from 'shared-ui';
import { ApiError, getProduct, getProducts } from 'shared-api';
import { productImageSrcSet } from 'shared-api/images';
import { IMAGE_SIZES } from '../media/imageSizes';
import { aProduct, aProductDetail } from '../testing/products';
import { ProductPage } from './ProductPage';
import { headText } from '../server/headMessages';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProduct: jest.fn(),
  getProducts: jest.fn(),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

const mockGetProduct = getProduct as jest.MockedFunction<typeof getProduct>;
const mockGetProducts = getProducts as jest.MockedFunction<typeof getProducts>;
const realGetProduct = jest.requireActual<typeof import('shared-api')>('shared-api').getProduct;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/:slug" element={<ProductPage />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  mockGetProduct.mockReset();
  mockGetProducts.mockReset();
  mockGetProducts.mockResolvedValue({ status: 'success', products: [], total: 0 });
  resetBusForTests();
});

describe('ProductPage errors (spec §8 texts)', () => {
  it("a slug outside [A-Za-z0-9_-] says 'Invalid product URL' without asking the server", async () => {
    mockGetProduct.mockImplementation((slug) => realGetProduct(slug));
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    try {
      renderAt('/product/oil%20%26%20soap');
      expect(await screen.findByRole('heading', { name: 'Invalid product URL' })).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it.each([
    ['404', new ApiError('business', 'Product not found', 404, 'not_found'), 'Product not found. It may have been removed or is no longer available.'],
    ['a network failure', new ApiError('network', 'offline'), 'Unable to connect to the server. Please check your internet connection and try again.'],
    ['a server error', new ApiError('http', 'HTTP 500', 500), 'Failed to load product. Please try again later.'],
    ['anything else', new Error('boom'), 'Failed to load product. Please try again later.'],
  ])('%s shows its text', async (_case, err, text) => {
    mockGetProduct.mockRejectedValue(err);
    renderAt('/product/argan-oil');
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('a product that is not there offers no Try again, only the way home', async () => {
    mockGetProduct.mockRejectedValue(new ApiError('business', 'Product not found', 404, 'not_found'));
    renderAt('/product/argan-oil');
    await screen.findByRole('heading', { name: 'Product not found. It may have been removed or is no longer available.' });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('Try again asks for the product again', async () => {
    mockGetProduct.mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(aProductDetail());
    renderAt('/product/argan-oil');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Argan Hair Oil' })).toBeInTheDocument();
    expect(mockGetProduct).toHaveBeenCalledTimes(2);
  });
});

describe('ProductPage', () => {
  it('a numeric slug passes through getProduct as it is (the client retries it as an id)', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail({ id: 123 }));
    renderAt('/product/123');
    await screen.findByRole('heading', { level: 1 });
    expect(mockGetProduct).toHaveBeenCalledWith('123');
  });

  it('shows a skeleton while loading', () => {
    mockGetProduct.mockReturnValue(new Promise(() => undefined));
    renderAt('/product/argan-oil');
    expect(screen.getByTestId('product-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows names, prices, rating, stock, badges, brand, origin, seller, stock locations and description; sets the title', async () => {
    mockGetProduct.mockResolvedValue(
      aProductDetail({ price: 15, oldPrice: 20, isHaadExpress: true, isLiveStream: true, freeDelivery: true, rating: 4.4, review_count: 12 }),
    );
    renderAt('/product/argan-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Argan Hair Oil' })).toBeInTheDocument();
    expect(screen.getByText('Saliidda Timaha Argan')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('$20.00').tagName).toBe('S');
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In stock (9 available)');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('HAAD EXPRESS')).toBeInTheDocument();
    expect(screen.getByText('Same-day delivery')).toBeInTheDocument();
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('Maro')).toBeInTheDocument();
    expect(screen.getByText('Morocco')).toBeInTheDocument();
    expect(screen.getByText('Hodan Beauty')).toBeInTheDocument();
    expect(screen.getByText('Bakaara Warehouse: 6 in stock')).toBeInTheDocument();
    expect(screen.getByText('Cold-pressed argan oil for dry hair.')).toBeInTheDocument();
    // The title the server's head gives the page, in either language.
    expect(document.title).toBe(headText('en', 'head.productTitle', { name: 'Argan Hair Oil', brand: 'Suuq' }));
    expect(document.title).toBe(headText('so', 'head.productTitle', { name: 'Argan Hair Oil', brand: 'Suuq' }));
  });

  it('thumbnails select the main image', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail());
    renderAt('/product/argan-oil');
    const gallery = await screen.findByRole('group', { name: 'Product images' });
    const thumbs = within(gallery).getAllByRole('button', { name: /Show image/ });
    expect(thumbs).toHaveLength(3);
    fireEvent.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getByRole('img', { name: 'Argan Hair Oil' })).toHaveAttribute('src', '/api/product-image/7/additional/72');
  });

  it('out of stock: says so and Add to Cart is disabled', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail({ isOutOfStock: true, quantity: 0 }));
    renderAt('/product/argan-oil');
    expect(await screen.findByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('Add to Cart sends cart:add with the chosen quantity, never more than the stock', async () => {
    const bus = resetBusForTests();
    const received: CartAddV2[] = [];
    bus.handle(cartAddV2, (p) => {
      received.push(p);
      return { ok: true };
    });
    mockGetProduct.mockResolvedValue(aProductDetail({ quantity: 2 }));
    renderAt('/product/argan-oil');
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase);
    expect(increase).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.line.quantity).toBe(2);
    expect(explain(cartAddV2.payload, received[0])).toBeNull();
  });

  it('decrease never goes under 1', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail());
    renderAt('/product/argan-oil');
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('1')).toBeInTheDocument();
  });

  it('related products of the same subcategory follow the details', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail({ id: 7, category_slug: 'hair_care' }));
    mockGetProducts.mockResolvedValue({
      status: 'success',
      products: [aProduct({ id: 7 }), aProduct({ id: 8, name: 'Shea Butter' })],
      total: 2,
    });
    renderAt('/product/argan-oil');
    const row = await screen.findByRole('region', { name: 'Related products' });
    expect(await within(row).findByText('Shea Butter')).toBeInTheDocument();
    expect(within(row).queryByText('Argan Hair Oil')).not.toBeInTheDocument();
    expect(mockGetProducts).toHaveBeenCalledWith({ category: 'hair_care', limit: 9 });
  });
});

describe('ProductPage images', () => {
  it('the main image is the one high-priority image: eager, with width and height, in sizes by srcset', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail({ id: 7 }));
    mockGetProducts.mockResolvedValue({ status: 'success', products: [aProduct({ id: 8, name: 'Shea Butter' })], total: 1 });
    const { container } = renderAt('/product/argan-oil');
    const gallery = await screen.findByRole('group', { name: 'Product images' });
    await within(await screen.findByRole('region', { name: 'Related products' })).findByRole('img', { name: 'Shea Butter' });

    const main = within(gallery).getByRole('img', { name: 'Argan Hair Oil' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '600');
    expect(main).toHaveAttribute('height', '600');
    expect(main).toHaveAttribute('srcset', productImageSrcSet('/api/product-image/7'));
    expect(main).toHaveAttribute('sizes', IMAGE_SIZES.productMain);
    expect(container.querySelectorAll('img[fetchpriority]')).toEqual(
      expect.objectContaining({ length: 1, 0: main }),
    );

    // Thumbnails and related cards: lazy, in sizes, never ahead of the main image.
    const thumb = gallery.querySelectorAll('button img')[1]!;
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('srcset', productImageSrcSet('/api/product-image/7/additional/71'));
    expect(thumb).toHaveAttribute('sizes', IMAGE_SIZES.thumbnail);
    const related = screen.getByRole('img', { name: 'Shea Butter' });
    expect(related).toHaveAttribute('loading', 'lazy');
    expect(related).toHaveAttribute('srcset', productImageSrcSet('/api/product-image/8'));
  });
});

describe("buying without scripts (the server's side: ProductPage.server.test.tsx)", () => {
  it('in the browser the <noscript> says nothing and the buying box is there', async () => {
    mockGetProduct.mockResolvedValue(aProductDetail());
    renderAt('/product/argan-oil');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText(/Turn on JavaScript/)).not.toBeInTheDocument();
  });
});
