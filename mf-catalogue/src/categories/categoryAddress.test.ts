import { someCategories } from '../testing/categories';
import { findCategory, toCategoryParam } from './categoryAddress';

describe('findCategory', () => {
  it('finds a subcategory by its id, as our links give it', () => {
    expect(findCategory(someCategories(), '12')?.name).toBe('Hair Care');
  });

  it('finds a subcategory by its slug, whatever the case', () => {
    expect(findCategory(someCategories(), 'Hair_Care')?.name).toBe('Hair Care');
  });

  it('finds a main category too', () => {
    expect(findCategory(someCategories(), 'fashion')?.name).toBe('Fashion');
  });

  it('answers null for an unknown category', () => {
    expect(findCategory(someCategories(), '999')).toBeNull();
  });
});

describe('toCategoryParam', () => {
  it('an id goes to the server as a number, a slug as text', () => {
    expect(toCategoryParam('12')).toBe(12);
    expect(toCategoryParam('hair_care')).toBe('hair_care');
  });
});
