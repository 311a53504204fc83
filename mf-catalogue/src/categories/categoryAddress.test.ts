import { someCategories } from '../testing/categories';
import { CATEGORY_PAGES_MAX, categoryPagesPath, findCategory, shownPages, toCategoryParam } from './categoryAddress';

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

describe('a category address and its pages', () => {
  const pagesOf = (query: string) => shownPages(new URLSearchParams(query));

  it('?page=N shows the first N pages; no page, or one that is not a whole number from 1, shows one', () => {
    expect(pagesOf('page=3')).toBe(3);
    expect(pagesOf('')).toBe(1);
    expect(pagesOf('page=0')).toBe(1);
    expect(pagesOf('page=2.5')).toBe(1);
  });

  it('never more than CATEGORY_PAGES_MAX pages, however many are asked for', () => {
    expect(CATEGORY_PAGES_MAX).toBe(10);
    expect(pagesOf('page=11')).toBe(10);
    expect(pagesOf('page=99999999')).toBe(10);
  });

  it('page 1 is the category\'s own address; more pages add ?page=N; a slug is encoded', () => {
    expect(categoryPagesPath('12', 1)).toBe('/category/12');
    expect(categoryPagesPath('12', 4)).toBe('/category/12?page=4');
    expect(categoryPagesPath('hair care', 2)).toBe('/category/hair%20care?page=2');
    expect(pagesOf(new URL(categoryPagesPath('12', 4), 'https://suuq.so').search)).toBe(4);
  });
});
