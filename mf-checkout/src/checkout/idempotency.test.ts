import { forgetIdempotencyKey, hashBody, idempotencyKeyFor } from './idempotency';

const body = { items: [{ product_id: 1, quantity: 2 }], delivery_address_id: 4, payment_method: 'cash_on_delivery' };

beforeEach(() => {
  sessionStorage.clear();
  forgetIdempotencyKey();
});

describe('one Idempotency-Key per checkout attempt', () => {
  test('the same body gets the same key, however its keys are ordered', () => {
    const first = idempotencyKeyFor(body);
    expect(first).toMatch(/^[\x21-\x7E]{8,100}$/);
    expect(idempotencyKeyFor({ payment_method: 'cash_on_delivery', delivery_address_id: 4, items: [{ quantity: 2, product_id: 1 }] })).toBe(first);
  });

  test('another body (a quantity, the address, the note) gets a new key', () => {
    const first = idempotencyKeyFor(body);
    const more = idempotencyKeyFor({ ...body, items: [{ product_id: 1, quantity: 3 }] });
    expect(more).not.toBe(first);
    const elsewhere = idempotencyKeyFor({ ...body, delivery_address_id: 5 });
    expect(new Set([first, more, elsewhere]).size).toBe(3);
    expect(idempotencyKeyFor({ ...body, note: 'Call me' })).not.toBe(elsewhere);
  });

  test('the key survives a reload: it is read back from sessionStorage with the hash of its body', () => {
    const first = idempotencyKeyFor(body);
    const stored = JSON.parse(sessionStorage.getItem('suuq.checkout.idempotency')!);
    expect(stored).toEqual({ hash: hashBody(body), key: first });
    // A fresh copy of the module (a reloaded page) has no memory but the stored key.
    jest.isolateModules(() => {
      const reloaded = require('./idempotency') as typeof import('./idempotency');
      expect(reloaded.idempotencyKeyFor(body)).toBe(first);
    });
  });

  test('the body itself is not stored (its note may be personal), only its hash', () => {
    idempotencyKeyFor({ ...body, note: 'Gate code 1234' });
    expect(sessionStorage.getItem('suuq.checkout.idempotency')).not.toContain('1234');
  });

  test('once the order exists the next attempt, even with the same body, gets a new key', () => {
    const first = idempotencyKeyFor(body);
    forgetIdempotencyKey();
    expect(idempotencyKeyFor(body)).not.toBe(first);
  });
});
