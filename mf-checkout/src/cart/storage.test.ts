import type { CartLine } from 'shared-events';
import { CART_KEY, loadCart, saveCart, watchCart } from './storage';

const soap: CartLine = { id: 1, name: 'Saabuun', price: 2.5, quantity: 2 };
const tea: CartLine = { id: 'tea-1', name: 'Shaah', price: 1.25, quantity: 1, variant_id: null, slug: 'shaah' };

const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown;

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  test('an empty store is an empty cart and is left alone', () => {
    expect(loadCart()).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  test('lines round-trip as an array under the key cart', () => {
    expect(saveCart([soap, tea])).toBe(true);
    expect(stored()).toEqual([soap, tea]);
    expect(loadCart()).toEqual([soap, tea]);
  });

  test('a corrupt stored cart never breaks the page', () => {
    for (const junk of ['{not json', 'null', '42', '"cart"', '{"lines":[]}', '']) {
      localStorage.setItem(CART_KEY, junk);
      expect(loadCart()).toEqual([]);
      // Repaired in place, so the next reader does not trip over it either.
      expect(stored()).toEqual([]);
    }
  });

  test('a partly wrong stored cart keeps its valid lines and drops the rest', () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        soap,
        null,
        'saabuun',
        { id: 2, name: 'No price', quantity: 1 },
        { id: 3, name: 'Price as text', price: '4.00', quantity: 1 },
        { id: 4, name: 'Zero quantity', price: 4, quantity: 0 },
        { name: 'No id', price: 1, quantity: 1 },
        tea,
      ]),
    );
    expect(loadCart()).toEqual([soap, tea]);
    expect(stored()).toEqual([soap, tea]);
  });

  test('stored duplicates of one line fold into one', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([soap, { ...soap, quantity: 3 }]));
    expect(loadCart()).toEqual([{ ...soap, quantity: 5 }]);
  });

  test('a full storage (quota error) is survived', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(saveCart([soap])).toBe(false);
  });

  test('blocked storage (SecurityError) is survived', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(loadCart()).toEqual([]);
    expect(saveCart([soap])).toBe(false);
  });

  test('another tab changing the cart is seen through the storage event', () => {
    const seen: CartLine[][] = [];
    const stop = watchCart((lines) => seen.push(lines));
    localStorage.setItem(CART_KEY, JSON.stringify([tea]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist', storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, storageArea: localStorage }));
    expect(seen).toEqual([[tea]]);
  });
});
