import { aProduct } from '../testing/products';
import { previewOf } from './preview';

const products = (n: number) => Array.from({ length: n }, (_, i) => aProduct({ id: i + 1 }));

describe('previewOf', () => {
  it('8 loaded: shows 3 and counts 5 more items', () => {
    const { shown, more } = previewOf(products(8));
    expect(shown.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(more).toBe(5);
  });

  it('3 loaded: shows them all and no more items', () => {
    expect(previewOf(products(3))).toEqual({ shown: products(3), more: 0 });
  });

  it('fewer than 3 loaded: nothing more, never a negative count', () => {
    expect(previewOf(products(1)).more).toBe(0);
    expect(previewOf([])).toEqual({ shown: [], more: 0 });
  });

  it('never counts beyond the 8 a preview loads', () => {
    expect(previewOf(products(12)).more).toBe(5);
  });
});
