import { someCategories } from '../testing/categories';
import { categoryName, findCategory, toCategoryParam } from './categoryNames';

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

describe('categoryName', () => {
  it('Somali name in Somali, English name in English; English when no Somali name exists', () => {
    const sub = { name: 'Skincare', name_so: 'Daryeelka Maqaarka' };
    expect(categoryName(sub, 'so')).toBe('Daryeelka Maqaarka');
    expect(categoryName(sub, 'en')).toBe('Skincare');
    expect(categoryName({ name: 'Skincare', name_so: '' }, 'so')).toBe('Skincare');
  });
});
