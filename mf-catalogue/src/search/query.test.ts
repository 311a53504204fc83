import { SEARCH_SORTS } from 'shared-api';
import { t } from './resultsTexts';
import { SORT_OPTIONS, parseSort, resultsUrl, suggestionKeyword } from './query';

describe('suggestion threshold (spec §5)', () => {
  it.each(['', ' ', 'a', ' a ', '\tb\n'])('%j is too short to ask for suggestions', (input) => {
    expect(suggestionKeyword(input)).toBeNull();
  });

  it('two characters after trimming are enough, and the trimmed words are searched', () => {
    expect(suggestionKeyword(' ab ')).toBe('ab');
    expect(suggestionKeyword('argan oil')).toBe('argan oil');
  });
});

describe('sorts (spec §2)', () => {
  it('the selector offers the five sorts in order, each mapped to its contract filter', () => {
    expect(SORT_OPTIONS.map((o) => [o.filter, t(o.label)])).toEqual([
      ['default', expect.any(String)],
      ['price_desc', 'Qiimaha Sare'],
      ['price_asc', 'Qiimaha Hoose'],
      ['reviews', 'Faallo Badan'],
      ['best_selling', 'Iibka Ugu Badan'],
    ]);
    expect(SORT_OPTIONS.map((o) => o.filter).sort()).toEqual([...SEARCH_SORTS].sort());
  });

  it('an unknown or missing filter in the address is the default sort', () => {
    expect(parseSort('price_asc')).toBe('price_asc');
    expect(parseSort('cheapest')).toBe('default');
    expect(parseSort(null)).toBe('default');
  });
});

describe('results address', () => {
  it('carries the trimmed keyword; default sort and page 1 are left out', () => {
    expect(resultsUrl('  argan oil ')).toBe('/search-results?keyword=argan+oil');
    expect(resultsUrl('tea', 'price_asc', 3)).toBe(
      '/search-results?keyword=tea&filter=price_asc&page=3',
    );
    expect(resultsUrl('a&b', 'default', 1)).toBe('/search-results?keyword=a%26b');
  });
});
