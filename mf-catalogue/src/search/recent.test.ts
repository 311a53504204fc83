import {
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
  withRecentSearch,
} from './recent';

const memory = (initial?: string) => {
  const data = new Map<string, string>(
    initial === undefined ? [] : [[RECENT_SEARCHES_KEY, initial]],
  );
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('recent searches (spec §9: 5)', () => {
  it('newest first, never more than 5', () => {
    const store = memory();
    for (const k of ['one', 'two', 'three', 'four', 'five', 'six']) rememberSearch(k, store);
    expect(readRecentSearches(store)).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it('searching the same words again moves them to the front instead of adding them twice', () => {
    expect(withRecentSearch(['tea', 'Argan Oil', 'rice'], ' argan  oil ')).toEqual([
      'argan oil',
      'tea',
      'rice',
    ]);
  });

  it('blank words are not remembered', () => {
    expect(withRecentSearch(['tea'], '   ')).toEqual(['tea']);
  });

  it.each([
    ['not json', []],
    ['{"a":1}', []],
    ['"tea"', []],
    ['[1, null, "tea", ""]', ['tea']],
  ])('a corrupt stored value %j reads as its usable searches %j', (raw, expected) => {
    expect(readRecentSearches(memory(raw))).toEqual(expected);
  });

  it('a stored list longer than 5 is cut to 5', () => {
    expect(
      readRecentSearches(memory(JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']))),
    ).toHaveLength(5);
  });

  it('storage that throws does not stop a search', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(rememberSearch('tea', broken)).toEqual(['tea']);
  });
});
