import { centsToDollars, dollarsToCents, formatCents } from './money';

describe('money', () => {
  it('shows integer cents as dollars with two decimals', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(100)).toBe(1);
    expect(centsToDollars(5)).toBe(0.05);
  });
  it('reads dollars back as whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005 * 1000)).toBe(100500);
  });
  it('writes an amount one way everywhere: two decimals, thousands grouped', () => {
    expect(formatCents(250)).toBe('$2.50');
    expect(formatCents(100_000)).toBe('$1,000.00');
    expect(formatCents(0)).toBe('$0.00');
  });
});
