import { categoryName } from './categoryNames';

describe('categoryName', () => {
  it('Somali name in Somali, English name in English; English when no Somali name exists', () => {
    const sub = { name: 'Skincare', name_so: 'Daryeelka Maqaarka' };
    expect(categoryName(sub, 'so')).toBe('Daryeelka Maqaarka');
    expect(categoryName(sub, 'en')).toBe('Skincare');
    expect(categoryName({ name: 'Skincare', name_so: '' }, 'so')).toBe('Skincare');
  });
});
