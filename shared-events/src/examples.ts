/**
 * Payloads every version of an event keeps accepting: the contract snapshot carries them
 * (tooling/contract), and each owner's contract tests send them to the owner, so an owner that
 * stops answering a version the live shell's contract lists fails before release.
 */
export const EVENT_EXAMPLES: Record<string, Record<number, unknown[]>> = {
  'cart:add': {
    1: [{ item: { id: 7, name: 'Saabuun', price: 2.5, quantity: 1, slug: 'saabuun' } }, { item: { id: '8', price: 1, variant_id: 'large' } }],
    2: [{ line: { product_id: 7, name: 'Saabuun', price: 2.5, quantity: 2, slug: 'saabuun' } }],
  },
  'cart:set-quantity': { 1: [{ id: 7, variant_id: null, quantity: 3 }] },
  'cart:increase': { 1: [{ id: 7 }] },
  'cart:decrease': { 1: [{ id: 7, variant_id: null }] },
  'cart:remove': { 1: [{ id: 7 }] },
  'cart:clear': { 1: [{}] },
  'cart:changed': { 1: [{ lines: [{ id: 7, name: 'Saabuun', price: 2.5, quantity: 2 }], count: 1, subtotal: 5 }, { lines: [], count: 0, subtotal: 0 }] },
  'wishlist:toggle': { 1: [{ product_id: 7, name: 'Saabuun', price: 2.5, slug: 'saabuun' }] },
  'session:changed': {
    1: [
      { loggedIn: false, user: null, token: null },
      { loggedIn: true, user: { id: 4, name: 'Amina', email: 'amina@suuq.so', role: 'customer' }, token: 'tok' },
    ],
  },
  'auth:required': { 1: [{ returnTo: '/wishlist' }] },
  'addresses:changed': { 1: [{ count: 1 }, { count: 0 }] },
  'profile:changed': { 1: [{ name: 'Hodan Ali' }] },
  'toast:show': { 1: [{ kind: 'success', message: 'Added to Cart' }, { kind: 'error', message: 'Wax khalad ah', durationMs: 4000 }] },
};
