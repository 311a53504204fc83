import { clampRating } from './clampRating';

describe('clampRating', () => {
  it('rounds to whole stars', () => {
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(3.4)).toBe(3);
    expect(clampRating(4.5)).toBe(5);
  });

  it('never goes under 0 or over 5', () => {
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(7)).toBe(5);
    expect(Object.is(clampRating(-0.2), 0)).toBe(true);
  });

  it('treats a missing or non-numeric rating as 0', () => {
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating(undefined)).toBe(0);
    expect(clampRating(null)).toBe(0);
    expect(clampRating(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
