import { DEFAULT_ADDRESS, readStoredAddress } from './storedAddress';

const storage = (value: string | null) => ({ getItem: () => value });

describe('readStoredAddress', () => {
  it('reads country, region and district', () => {
    expect(readStoredAddress(storage(JSON.stringify({ country: 'Kenya', region: 'Nairobi', district: 'Eastleigh' })))).toEqual({
      country: 'Kenya',
      region: 'Nairobi',
      district: 'Eastleigh',
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['no region', JSON.stringify({ country: 'Somalia', district: 'Hodan' })],
    ['a region that is not text', JSON.stringify({ region: 7 })],
  ])('%s means Somalia, Banadir', (_case, value) => {
    expect(readStoredAddress(storage(value))).toEqual(DEFAULT_ADDRESS);
  });

  it('a region without a country is in Somalia; odd parts are dropped', () => {
    expect(readStoredAddress(storage(JSON.stringify({ region: ' Bari ', district: { x: 1 } })))).toEqual({ country: 'Somalia', region: 'Bari', district: '' });
  });

  it('blocked storage means the default', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readStoredAddress(blocked)).toEqual(DEFAULT_ADDRESS);
  });
});
