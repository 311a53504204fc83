import { IDEMPOTENCY_KEY_PATTERN } from './contract';
import { randomKey, stableJson } from './keys';

test('stableJson: key order and undefined fields do not matter, at every level; arrays keep their order', () => {
  expect(stableJson({ b: [1, { d: 1, c: 2 }], a: undefined })).toBe('{"b":[1,{"c":2,"d":1}]}');
  expect(stableJson({ x: 1, y: { q: 'a', p: null } })).toBe(stableJson({ y: { p: null, q: 'a' }, x: 1 }));
  expect(stableJson([2, 1])).not.toBe(stableJson([1, 2]));
  expect(stableJson(undefined)).toBe('null');
});

describe('randomKey', () => {
  const real = globalThis.crypto;
  afterEach(() => Object.defineProperty(globalThis, 'crypto', { value: real, configurable: true }));

  test('a UUID where the browser has randomUUID, a new one each time, fitting the Idempotency-Key rule', () => {
    const a = randomKey('recharge-');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
    expect(a).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });

  test('without randomUUID (no secure context): 128 random bits as hex after the prefix, still a valid key', () => {
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: (b: Uint8Array) => b.fill(171) }, configurable: true });
    expect(randomKey('recharge-')).toBe(`recharge-${'ab'.repeat(16)}`);
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    const key = randomKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });
});
