import { parseRange, rangeStillApplies } from './ranges';

describe('byte ranges', () => {
  it('a closed range is kept, and clipped to the end of the body', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-2000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('an open range runs to the end; a suffix range takes the last bytes', () => {
    expect(parseRange('bytes=10-', 1000)).toEqual({ start: 10, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('a range starting past the end, or an empty suffix, cannot be satisfied', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('no header, other units, lists and bad syntax mean the whole body', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=9-1', 'bytes=-', 'bytes=a-b']) {
      expect(parseRange(header, 1000)).toBeNull();
    }
  });

  it('If-Range keeps the range only for the same version', () => {
    expect(rangeStillApplies(undefined, '"a"')).toBe(true);
    expect(rangeStillApplies('"a"', '"a"')).toBe(true);
    expect(rangeStillApplies('"b"', '"a"')).toBe(false);
  });
});
