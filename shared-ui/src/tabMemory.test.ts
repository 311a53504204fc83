import { readTabMemory, writeTabMemory } from './tabMemory';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('tab memory: sessionStorage that never breaks the page', () => {
  test('keeps a value for the tab and forgets it on null or an empty string', () => {
    writeTabMemory('k', 'v');
    expect(readTabMemory('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBe('v');
    writeTabMemory('k', null);
    expect(readTabMemory('k')).toBeNull();
    writeTabMemory('k', 'v');
    writeTabMemory('k', '');
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  test('storage that throws (blocked, or full) reads as nothing kept and writes nothing, without an error', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readTabMemory('k')).toBeNull();
    expect(() => writeTabMemory('k', 'v')).not.toThrow();
  });
});
