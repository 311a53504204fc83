import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetBusForTests, type Bus, type CartLine, type Toast } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { AppRoutes } from '../routes';
import { startCartService } from './service';

// The checkout page it leads to shows the address book: a stand-in here (the cart is under test).
jest.mock('address-book', () => jest.requireActual('../checkout/testing/fakeAddressBook'));

const soap: CartLine = { id: 1, name: 'Saabuun', price: 2.5, quantity: 2, slug: 'saabuun', image: '/img/soap.webp' };
const tea: CartLine = { id: 2, name: 'Shaah', price: 1.25, quantity: 1, variant_id: 'large' };

let bus: Bus;
beforeEach(() => {
  setLanguage('so');
  localStorage.clear();
  bus = resetBusForTests();
});

function showCart(lines: CartLine[] | null) {
  if (lines) bus.publish('cart:changed', { lines, count: lines.length, subtotal: lines.reduce((s, l) => s + l.price * l.quantity, 0) });
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('the /cart page', () => {
  test('renders the lines of cart:changed with names, links, prices and the subtotal', () => {
    showCart([soap, tea]);
    expect(screen.getByRole('heading', { level: 1, name: /Gaadhigaaga/ })).toBeInTheDocument();
    // The page names itself in the tab, or the tab keeps the page the shopper came from.
    expect(document.title).toBe('Gaadhigaaga · Suuq');
    const items = within(screen.getByRole('list', { name: 'Gaadhigaaga' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Saabuun' })).toHaveAttribute('href', '/product/saabuun');
    // No slug: the product route also takes the id.
    expect(screen.getByRole('link', { name: 'Shaah' })).toHaveAttribute('href', '/product/2');
    expect(within(items[0]!).getByText('$2.50')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Soo koobidda dalabka' })).getByText('$6.25')).toBeInTheDocument();
  });

  test('+ sends cart:increase for that line', async () => {
    const increase = jest.fn(() => ({ ok: true }));
    bus.handle('cart:increase', increase);
    showCart([soap, tea]);
    await userEvent.click(screen.getByRole('button', { name: 'Ku dar tirada Shaah' }));
    expect(increase).toHaveBeenCalledWith({ id: 2, variant_id: 'large' }, { version: 1 });
  });

  test('− is disabled at 1 and sends cart:decrease above it', async () => {
    const decrease = jest.fn(() => ({ ok: true }));
    bus.handle('cart:decrease', decrease);
    showCart([soap, tea]);
    expect(screen.getByRole('button', { name: 'Ka dhim tirada Shaah' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ka dhim tirada Saabuun' }));
    expect(decrease).toHaveBeenCalledWith({ id: 1, variant_id: null }, { version: 1 });
  });

  test('remove sends cart:remove for that line', async () => {
    const remove = jest.fn(() => ({ ok: true }));
    bus.handle('cart:remove', remove);
    showCart([soap, tea]);
    await userEvent.click(screen.getByRole('button', { name: 'Ka saar Saabuun gaadhigaaga' }));
    expect(remove).toHaveBeenCalledWith({ id: 1, variant_id: null }, { version: 1 });
  });

  test('clear asks for confirmation and only clears on confirm', async () => {
    const clear = jest.fn(() => ({ ok: true }));
    bus.handle('cart:clear', clear);
    showCart([soap]);
    await userEvent.click(screen.getByRole('button', { name: 'Faaruqi gaadhiga' }));
    const dialog = screen.getByRole('dialog', { name: 'Ma faaruqinaysaa gaadhiga?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ka noqo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clear).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Faaruqi gaadhiga' }));
    await userEvent.click(screen.getByRole('button', { name: 'Haa, faaruqi' }));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("an empty cart says 'Your cart is empty' and links back to /home", () => {
    showCart([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sii wad iibsiga' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'U gudub Checkout' })).not.toBeInTheDocument();
  });

  test('waits with a spinner until the cart is published', () => {
    showCart(null);
    expect(screen.getByRole('status', { name: 'Gaadhiga waa la soo rarayaa…' })).toBeInTheDocument();
    act(() => bus.publish('cart:changed', { lines: [], count: 0, subtotal: 0 }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  test('Proceed to checkout goes to /checkout', async () => {
    showCart([soap]);
    await userEvent.click(screen.getByRole('button', { name: 'U gudub Checkout' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cinwaanka gaadsiinta' })).toBeInTheDocument();
  });

  test('a refused command is told to the shopper as an error toast', async () => {
    const toasts: Toast[] = [];
    bus.on('toast:show').subscribe((x) => toasts.push(x));
    bus.handle('cart:increase', () => ({ ok: false, message: 'Alaabtani hadda kuma jirto gaadhigaaga.' }));
    showCart([soap]);
    await userEvent.click(screen.getByRole('button', { name: 'Ku dar tirada Saabuun' }));
    expect(toasts).toEqual([{ kind: 'error', message: 'Alaabtani hadda kuma jirto gaadhigaaga.' }]);
  });

  test('with the real cart service, + updates the quantity and the subtotal on the page', async () => {
    localStorage.setItem('cart', JSON.stringify([soap]));
    const stop = startCartService();
    try {
      showCart(null);
      await userEvent.click(screen.getByRole('button', { name: 'Ku dar tirada Saabuun' }));
      expect(within(screen.getByRole('group', { name: 'Tirada Saabuun' })).getByText('3')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Soo koobidda dalabka' })).getByText('$7.50')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  // Keyboard only: the remove button goes with its line (and Clear cart with the whole list), so
  // the page moves the focus on instead of leaving it to the page's <body>.
  describe('where the focus goes when the button used is gone (with the real cart service)', () => {
    const oil: CartLine = { id: 3, name: 'Saliid', price: 4, quantity: 1 };
    let stop: () => void;
    beforeEach(() => {
      localStorage.setItem('cart', JSON.stringify([soap, tea, oil]));
      stop = startCartService();
    });
    afterEach(() => stop());

    const removeButton = (name: string) => screen.getByRole('button', { name: `Ka saar ${name} gaadhigaaga` });
    const pressRemove = async (name: string) => {
      removeButton(name).focus();
      await userEvent.keyboard('{Enter}');
    };

    test("removing a line: the next line's remove button, or the one before it for the last line", async () => {
      showCart(null);
      await pressRemove('Saabuun');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Saabuun' })).not.toBeInTheDocument());
      expect(removeButton('Shaah')).toHaveFocus();

      await pressRemove('Saliid');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Saliid' })).not.toBeInTheDocument());
      expect(document.activeElement).not.toBe(document.body);
      expect(removeButton('Shaah')).toHaveFocus();
    });

    test("removing the cart's last line: the empty cart's title", async () => {
      localStorage.setItem('cart', JSON.stringify([soap]));
      stop();
      stop = startCartService();
      showCart(null);
      await pressRemove('Saabuun');
      const empty = await screen.findByText('Your cart is empty');
      expect(document.activeElement).not.toBe(document.body);
      expect(empty).toHaveFocus();
    });

    test('a refused remove leaves the line, and the focus on its button', async () => {
      showCart(null);
      bus.handle('cart:remove', () => ({ ok: false, message: 'Maya' }));
      await pressRemove('Shaah');
      expect(removeButton('Shaah')).toHaveFocus();
    });

    test("clearing the cart (its Clear cart button goes too): the empty cart's title", async () => {
      showCart(null);
      await userEvent.click(screen.getByRole('button', { name: 'Faaruqi gaadhiga' }));
      await userEvent.click(screen.getByRole('button', { name: 'Haa, faaruqi' }));
      const empty = await screen.findByText('Your cart is empty');
      expect(document.activeElement).not.toBe(document.body);
      expect(empty).toHaveFocus();
    });
  });
});
