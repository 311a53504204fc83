import { aProduct } from '../testing/products';
import { optionalLines } from './cardLines';
import { stillCardHeight, stillRowHeight } from './CardSkeleton';

describe("a card's optional lines", () => {
  it.each([
    [15, 20, true],
    [15, 15, false],
    [15, 12, false],
    [15, null, false],
    [15, Number.NaN, false],
  ])('price %p with old price %p has an old-price line: %p', (price, oldPrice, expected) => {
    expect(optionalLines(aProduct({ price, oldPrice })).oldPrice).toBe(expected);
  });
});

describe('a row of still cards', () => {
  const base = { name: 'Ludo', name_so: 'Ciyaarta Ludo' };
  const express = aProduct({ ...base, id: 1, price: 5, oldPrice: null, isHaadExpress: true });
  const discounted = aProduct({ ...base, id: 2, price: 5, oldPrice: 8, isHaadExpress: false });

  it('is as tall as its tallest card, not as a card with every line any of them has', () => {
    const height = stillRowHeight('200px', 'desktop', [express, discounted, discounted]);
    expect(height).toBe(`max(${stillCardHeight('200px', 'desktop', optionalLines(express))}, ${stillCardHeight('200px', 'desktop', optionalLines(discounted))})`);
    expect(height).not.toContain(stillCardHeight('200px', 'desktop', { somaliName: true, express: true, oldPrice: true }));
  });

  it('with no products is one card with no optional line', () => {
    expect(stillRowHeight('200px', 'mobile', [])).toBe(`max(${stillCardHeight('200px', 'mobile', { somaliName: false, express: false, oldPrice: false })})`);
  });
});
