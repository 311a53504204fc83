import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetBusForTests } from 'shared-events';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { setLanguage } from 'shared-ui';
import { WISHLIST_KEY } from './storage';
import { WishlistPage } from './WishlistPage';

const oil = { id: null, product_id: 7, name: 'Saliid Qumbe', price: 5.5, image: '/api/product-image/7', slug: 'saliid-qumbe' };
const tea = { id: null, product_id: 3, name: 'Shaah Kenya', price: 2.5, image: '/api/product-image/3', slug: '' };

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/wishlist']}>
      <WishlistPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  // A visitor's list (no session): the page reads the owner's wishlist:changed, no server call.
  resetBusForTests().publish('session:changed', { loggedIn: false, user: null, token: null });
});

describe('/wishlist', () => {
  test('lists each product with its image, name linking to the product, price, Add to cart and Remove', () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([oil, tea]));
    renderPage();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Saliid Qumbe' })).toHaveAttribute('href', '/product/saliid-qumbe');
    expect(within(items[1]!).getByRole('link', { name: 'Shaah Kenya' })).toHaveAttribute('href', '/product/product-3');
    expect(items[0]).toHaveTextContent('$5.50');
    expect(within(items[0]!).getByRole('button', { name: 'Add Saliid Qumbe to cart' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '2 items' })).toBeVisible();
  });

  test('Remove takes the product off the list and the stored list', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([oil, tea]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Saliid Qumbe from wishlist' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!).map((i: { product_id: number }) => i.product_id)).toEqual([3]);
    // One product left: the count reads in the singular.
    expect(screen.getByRole('heading', { name: '1 item' })).toBeVisible();
  });

  test('Add to cart sends cart:add with the product', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([oil]));
    const sent: CartAddV2[] = [];
    const { getBus } = await import('shared-events');
    getBus().handle(cartAddV2, (p) => (sent.push(p), { ok: true }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Saliid Qumbe to cart' }));
    await waitFor(() => expect(sent).toEqual([{ line: { product_id: 7, name: 'Saliid Qumbe', price: 5.5, image: '/api/product-image/7', quantity: 1, slug: 'saliid-qumbe' } }]));
  });

  test('Clear asks first; Cancel keeps the list, confirming empties it and shows the empty state', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([oil, tea]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Wish List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your Wish List?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Wish List' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, clear it' }));
    });
    await waitFor(() => expect(screen.getByText('Your Wish List is empty')).toBeVisible());
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!)).toEqual([]);
  });

  test('an empty list says so and offers the products', () => {
    renderPage();
    expect(screen.getByText('Your Wish List is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/home');
  });
});
