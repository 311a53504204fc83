import { act, render, screen } from '@testing-library/react';
import { getBus, resetBusForTests } from 'shared-events';
import { CART_COUNT_KEY, useCartCount } from './useCartCount';

function Count() {
  return <output>{useCartCount()}</output>;
}
const line = (id: number) => ({ id, name: `Item ${id}`, price: 2, quantity: 1 });

beforeEach(() => {
  resetBusForTests();
  localStorage.clear();
});

test('before the cart owner speaks, the count it last published on an earlier page load', () => {
  const first = render(<Count />);
  act(() => getBus().publish('cart:changed', { lines: [line(1), line(2)], count: 2, subtotal: 4 }));
  expect(screen.getByRole('status')).toHaveTextContent('2');
  first.unmount();

  resetBusForTests(); // the next page load: a new bus, the owner not started yet
  render(<Count />);
  expect(screen.getByRole('status')).toHaveTextContent('2');
  act(() => getBus().publish('cart:changed', { lines: [], count: 0, subtotal: 0 }));
  expect(screen.getByRole('status')).toHaveTextContent('0');
  expect(localStorage.getItem(CART_COUNT_KEY)).toBe('0');
});

test.each(['lots', '-1', '2.5', '1e9'])('a broken stored count (%s) shows 0, not an error', (raw) => {
  localStorage.setItem(CART_COUNT_KEY, raw);
  render(<Count />);
  expect(screen.getByRole('status')).toHaveTextContent('0');
});

test("another tab's note of the count is followed while this tab's cart owner has not spoken", () => {
  render(<Count />);
  expect(screen.getByRole('status')).toHaveTextContent('0');
  // The other tab's shell heard its owner and wrote its note; this tab hears the storage event.
  localStorage.setItem(CART_COUNT_KEY, '3');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_COUNT_KEY, newValue: '3' }));
  });
  expect(screen.getByRole('status')).toHaveTextContent('3');
  // Once this tab's owner speaks, its word is the count.
  act(() => getBus().publish('cart:changed', { lines: [line(1)], count: 1, subtotal: 2 }));
  expect(screen.getByRole('status')).toHaveTextContent('1');
});
