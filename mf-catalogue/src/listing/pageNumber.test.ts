import { parsePage } from './pageNumber';

describe('parsePage', () => {
  it('a page number that is not a whole number from 1 is page 1', () => {
    expect(parsePage('4')).toBe(4);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
