import { formatPrice, percentOff } from './money';
import fc from 'fast-check';

describe('formatPrice', () => {
  it('always shows dollars with 2 decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(7)).toBe('$7.00');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });

  it('groups thousands with commas, en-US style', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1250000)).toBe('$1,250,000.00');
  });

  it('rounds to the nearest cent, half up', () => {
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(2.004)).toBe('$2.00');
  });

  it('shows a negative amount with a minus and never -$0.00', () => {
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0.001)).toBe('$0.00');
  });

  it('shows a missing number as $0.00, never $NaN', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('percentOff', () => {
  it('is the whole percent saved when the old price is greater', () => {
    expect(percentOff(75, 100)).toBe(25);
    expect(percentOff(0, 10)).toBe(100);
  });

  it('rounds to the nearest whole percent', () => {
    expect(percentOff(2, 3)).toBe(33);
    expect(percentOff(1, 3)).toBe(67);
    expect(percentOff(8.75, 10)).toBe(13);
  });

  it('is null when the old price is not greater than the price', () => {
    expect(percentOff(10, 10)).toBeNull();
    expect(percentOff(12, 10)).toBeNull();
  });

  it('is null without an old price or with numbers that make no sense', () => {
    expect(percentOff(10, undefined)).toBeNull();
    expect(percentOff(10, null)).toBeNull();
    expect(percentOff(Number.NaN, 10)).toBeNull();
    expect(percentOff(-1, 10)).toBeNull();
  });

  it('is null when the saving rounds to 0%', () => {
    expect(percentOff(99.99, 100)).toBeNull();
  });
});

describe('formatPrice against Intl.NumberFormat', () => {
  // formatPrice writes en-US currency by hand (money.ts says why); Intl.NumberFormat is the rule.
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  // Up to ten billion dollars: beyond about 1e13, a double no longer holds the cents of an amount.
  const MAX_CENTS = 1e12;

  it('writes every whole-cent amount as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        // + 0 turns -0 into 0: the shop never shows -$0.00 (tested above).
        expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100 + 0));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on the amounts where grouping and padding change', () => {
    for (const cents of [1, 9, 10, 99, 100, 99999, 100000, 100001, 123456789, -1, -100000]) {
      expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
    }
  });
});
