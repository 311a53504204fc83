import { parseStoredList, readStored, storageArea, writeStored } from './storedList';

const isNumber = (v: unknown): v is number => typeof v === 'number';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('keeps the entries the predicate accepts and says when any were dropped', () => {
  expect(parseStoredList('[1, 2, 3]', isNumber)).toEqual({ entries: [1, 2, 3], repaired: false });
  expect(parseStoredList('[1, "two", 3]', isNumber)).toEqual({ entries: [1, 3], repaired: true });
});

it('an unreadable or non-list value is an empty list to repair; nothing stored is no repair', () => {
  expect(parseStoredList('{"half', isNumber)).toEqual({ entries: [], repaired: true });
  expect(parseStoredList('{"a":1}', isNumber)).toEqual({ entries: [], repaired: true });
  expect(parseStoredList(null, isNumber)).toEqual({ entries: [], repaired: false });
});

it('writes JSON and reads it back', () => {
  expect(writeStored('k', [1, 2])).toBe(true);
  expect(readStored('k')).toBe('[1,2]');
  expect(readStored('absent')).toBeNull();
});

it('blocked storage (reading localStorage throws) reads as nothing and refuses writes, without throwing', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(storageArea()).toBeNull();
  expect(readStored('k')).toBeNull();
  expect(writeStored('k', [1])).toBe(false);
});

it('a full storage (setItem throws) is a refused write, not an exception', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(writeStored('k', [1])).toBe(false);
});

it('an unreadable item (getItem throws) reads as nothing', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(readStored('k')).toBeNull();
});
