import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { events, explain, resetBusForTests, type PayloadOf } from 'shared-events';
import { wishlistChanged } from 'shared-events/definitions/wishlist';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { setLanguage } from 'shared-ui';
import { productImageSrcSet } from 'shared-api/images';
import { IMAGE_SIZES } from '../media/imageSizes';
import { aProduct } from '../testing/products';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

type Product = ReturnType<typeof aProduct>;
const renderCard = (product: Product, path = '/home') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

beforeAll(() => {
  setLanguage('en');
  // jsdom has no media playback.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
});
beforeEach(() => resetBusForTests());

describe('ProductCard display', () => {
  it('shows the percent-off badge and the struck-through old price only when the old price is greater', () => {
    const { unmount } = renderCard(aProduct({ price: 15, oldPrice: 20 }));
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('$20.00').tagName).toBe('S');
    unmount();

    const { unmount: unmount2 } = renderCard(aProduct({ price: 15, oldPrice: 12 }));
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.queryByText('$12.00')).not.toBeInTheDocument();
    unmount2();

    renderCard(aProduct({ price: 15, oldPrice: null }));
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });

  it.each([
    [4.6, 5],
    [2.4, 2],
    [9, 5],
    [-3, 0],
  ])('rating %p shows as %p whole stars', (rating, stars) => {
    renderCard(aProduct({ rating }));
    expect(screen.getByRole('img', { name: `Rated ${stars} out of 5` })).toBeInTheDocument();
  });

  it('an out-of-stock product gets the overlay and a disabled Add to Cart', () => {
    renderCard(aProduct({ isOutOfStock: true, quantity: 0 }));
    expect(screen.getByTestId('out-of-stock-overlay')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('an in-stock product has no overlay and an enabled Add to Cart', () => {
    renderCard(aProduct());
    expect(screen.queryByTestId('out-of-stock-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('HAAD EXPRESS products say Same-day delivery; others do not', () => {
    const { unmount } = renderCard(aProduct({ isHaadExpress: true }));
    expect(screen.getByText('HAAD EXPRESS')).toBeInTheDocument();
    expect(screen.getByText('Same-day delivery')).toBeInTheDocument();
    unmount();
    renderCard(aProduct({ isHaadExpress: false }));
    expect(screen.queryByText('Same-day delivery')).not.toBeInTheDocument();
  });

  it('shows LIVE, leaflet and video controls only for products that have them', () => {
    const { unmount } = renderCard(aProduct({ isLiveStream: true, has_leaflets: true, has_videos: true }));
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('Leaflet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }));
    expect(screen.getByRole('button', { name: 'Pause video of Argan Hair Oil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute video' })).toBeInTheDocument();
    unmount();
    renderCard(aProduct());
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('shows category, English name, Somali name and links to the product page', () => {
    renderCard(aProduct({ slug: 'argan-oil' }));
    expect(screen.getByText('Hair Care')).toBeInTheDocument();
    expect(screen.getByText('Saliidda Timaha Argan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Argan Hair Oil' })).toHaveAttribute('href', '/product/argan-oil');
    expect(screen.getByRole('article', { name: 'Argan Hair Oil' })).toBeInTheDocument();
  });

  it("a card's name is a level below its row's heading: h3 in a row (under the row's h2), h2 in a listing's grid (under the page's h1)", () => {
    renderCard(aProduct({ id: 1, name: 'In a row' }));
    expect(screen.getByRole('heading', { name: 'In a row' })).toHaveProperty('tagName', 'H3');
    render(
      <MemoryRouter>
        <ProductGrid products={[aProduct({ id: 2, name: 'In a grid' })]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'In a grid' })).toHaveProperty('tagName', 'H2');
  });

  it("names the category in the shopper's language, as the category menu does; English where it has no Somali name", () => {
    act(() => setLanguage('so'));
    try {
      const { unmount } = renderCard(aProduct({ category: 'Hair Care', category_so: 'Daryeelka Timaha' }));
      expect(screen.getByText('Daryeelka Timaha')).toBeInTheDocument();
      expect(screen.queryByText('Hair Care')).not.toBeInTheDocument();
      act(() => setLanguage('en'));
      expect(screen.getByText('Hair Care')).toBeInTheDocument();
      unmount();
      act(() => setLanguage('so'));
      renderCard(aProduct({ category: 'Hair Care', category_so: '' }));
      expect(screen.getByText('Hair Care')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

describe('ProductCard bus contract (publisher side)', () => {
  it('Add to Cart sends a cart:add whose payload the shared-events schema accepts', async () => {
    const bus = resetBusForTests();
    const received: CartAddV2[] = [];
    bus.handle(cartAddV2, (payload) => {
      received.push(payload);
      return { ok: true };
    });
    const product = aProduct({ id: 42, slug: 'dates-1kg', price: 6.5, seller_id: 9, freeDelivery: true });
    renderCard(product);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(explain(cartAddV2.payload, received[0])).toBeNull();
    expect(received[0]).toEqual({
      line: { product_id: 42, name: 'Argan Hair Oil', price: 6.5, image: '/api/product-image/42', quantity: 1, slug: 'dates-1kg', seller_id: 9, freeDelivery: true },
    });
  });

  it('a cart owner that fails gets an error toast, never silence', async () => {
    const bus = resetBusForTests();
    bus.handle(cartAddV2, () => {
      throw new Error('storage full');
    });
    const toasts: PayloadOf<'toast:show'>[] = [];
    bus.on('toast:show').subscribe((t) => toasts.push(t));
    renderCard(aProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'error', message: 'Could not add Argan Hair Oil to your cart. Please try again.' });
    expect(explain(events['toast:show'].payload, toasts[0])).toBeNull();
  });

  it('a cart owner that refuses shows its own message', async () => {
    const bus = resetBusForTests();
    // As the real owner does: it shows its refusal itself, and the card adds no second toast.
    bus.handle(cartAddV2, () => {
      bus.emit('toast:show', { kind: 'error', message: 'Item needs an id and a price' });
      return { ok: false, message: 'Item needs an id and a price' };
    });
    const toasts: PayloadOf<'toast:show'>[] = [];
    bus.on('toast:show').subscribe((t) => toasts.push(t));
    renderCard(aProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Item needs an id and a price' }]));
  });

  it('the wishlist heart sends wishlist:toggle with the product', async () => {
    const bus = resetBusForTests();
    const received: PayloadOf<'wishlist:toggle'>[] = [];
    bus.handle('wishlist:toggle', (payload) => {
      received.push(payload);
      return { ok: true };
    });
    renderCard(aProduct({ id: 5, slug: 'tea' }));
    const heart = screen.getByRole('button', { name: 'Add Argan Hair Oil to wishlist' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(received).toEqual([{ product_id: 5, name: 'Argan Hair Oil', price: 15, image: '/api/product-image/5', slug: 'tea' }]);
    expect(explain(events['wishlist:toggle'].payload, received[0])).toBeNull();
  });
});

describe('ProductCard heart follows wishlist:changed', () => {
  it('is pressed, with a Remove name, while the owner lists the product, and turns back when it does not', async () => {
    const bus = resetBusForTests();
    const list = (ids: number[]) => bus.publish(wishlistChanged, { product_ids: ids, items: [], synced: true });
    list([5]);
    renderCard(aProduct({ id: 5 }));
    const heart = screen.getByRole('button', { name: 'Remove Argan Hair Oil from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    act(() => list([9]));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Add Argan Hair Oil to wishlist');
  });

  it('a tap whose owner rolls back (a refusal) leaves the heart empty, even though the command answered ok', async () => {
    const bus = resetBusForTests();
    bus.publish(wishlistChanged, { product_ids: [], items: [], synced: true });
    bus.handle('wishlist:toggle', () => {
      bus.publish(wishlistChanged, { product_ids: [5], items: [], synced: true });
      setTimeout(() => bus.publish(wishlistChanged, { product_ids: [], items: [], synced: true }), 10);
      return { ok: true };
    });
    renderCard(aProduct({ id: 5 }));
    const heart = screen.getByRole('button', { name: 'Add Argan Hair Oil to wishlist' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('ProductCard wishlist without an owner', () => {
  afterEach(() => jest.useRealTimers());

  it('wishlist heart with no owner asks for login (auth:required with the way back) and shows a toast', async () => {
    jest.useFakeTimers();
    const bus = resetBusForTests();
    const auth: PayloadOf<'auth:required'>[] = [];
    const toasts: PayloadOf<'toast:show'>[] = [];
    bus.on('auth:required').subscribe((a) => auth.push(a));
    bus.on('toast:show').subscribe((t) => toasts.push(t));
    renderCard(aProduct(), '/search-results?keyword=oil');
    fireEvent.click(screen.getByRole('button', { name: 'Add Argan Hair Oil to wishlist' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5001);
    });
    expect(auth).toEqual([{ returnTo: '/search-results?keyword=oil' }]);
    expect(toasts).toEqual([{ kind: 'info', message: 'Please log in to save items to your Wish List.' }]);
  });

  it('a logged-out refusal from the owner also asks for login', async () => {
    const bus = resetBusForTests();
    bus.publish('session:changed', { loggedIn: false, user: null, token: null });
    bus.handle('wishlist:toggle', () => ({ ok: false, message: 'Login required' }));
    const auth: PayloadOf<'auth:required'>[] = [];
    bus.on('auth:required').subscribe((a) => auth.push(a));
    renderCard(aProduct(), '/product/x');
    fireEvent.click(screen.getByRole('button', { name: 'Add Argan Hair Oil to wishlist' }));
    await waitFor(() => expect(auth).toEqual([{ returnTo: '/product/x' }]));
  });
});

describe('ProductCard image', () => {
  afterEach(() => jest.useRealTimers());

  it("a page's first cards load their image at once and ahead of others; the rest lazily, at the browser's priority", () => {
    render(
      <MemoryRouter>
        <ProductCard product={aProduct({ id: 1, name: 'First' })} eager />
        <ProductCard product={aProduct({ id: 2, name: 'Later' })} />
      </MemoryRouter>,
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('image error → one delayed cache-busting retry → placeholder', () => {
    jest.useFakeTimers();
    renderCard(aProduct({ id: 7 }));
    const img = screen.getByRole('img', { name: 'Argan Hair Oil' });
    expect(img).toHaveAttribute('src', '/api/product-image/7');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'Argan Hair Oil' })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    const retry = screen.getByRole('img', { name: 'Argan Hair Oil' });
    expect(retry.getAttribute('src')).toMatch(/^\/api\/product-image\/7\?retry=\d+$/);
    fireEvent.error(retry);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Argan Hair Oil' })).not.toBeInTheDocument();
  });

  it('an image URL that is not the image API falls back to the image API first', () => {
    renderCard(aProduct({ id: 8, imageUrl: 'https://cdn.example/old.jpg' }));
    const img = screen.getByRole('img', { name: 'Argan Hair Oil' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Argan Hair Oil' })).toHaveAttribute('src', '/api/product-image/8');
  });
});

describe('ProductCard image sizes', () => {
  it('the API image comes in sizes for a card slot; the retry keeps its cache-buster in each width', () => {
    jest.useFakeTimers();
    try {
      renderCard(aProduct({ id: 7 }));
      const img = screen.getByRole('img', { name: 'Argan Hair Oil' });
      expect(img).toHaveAttribute('srcset', productImageSrcSet('/api/product-image/7'));
      expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '600');
      fireEvent.error(img);
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      const retry = screen.getByRole('img', { name: 'Argan Hair Oil' });
      expect(retry.getAttribute('srcset')).toMatch(/^\/api\/product-image\/7\?retry=\d+&w=160 160w, /);
    } finally {
      jest.useRealTimers();
    }
  });

  it("another host's image is shown as it is, without a srcset", () => {
    renderCard(aProduct({ id: 8, imageUrl: 'https://cdn.example/old.jpg' }));
    const img = screen.getByRole('img', { name: 'Argan Hair Oil' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/old.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});

describe('ProductGrid', () => {
  it('renders one list item per product', () => {
    render(
      <MemoryRouter>
        <ProductGrid products={[aProduct({ id: 1 }), aProduct({ id: 2 }), aProduct({ id: 3 })]} label="Results" />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
