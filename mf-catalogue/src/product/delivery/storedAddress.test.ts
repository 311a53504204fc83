import { DEFAULT_ADDRESS, placeFromAddress, readStoredAddress } from './storedAddress';

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

describe('placeFromAddress', () => {
  const placeOf = (query: string) => placeFromAddress(new URLSearchParams(query));

  it('reads the three fields the delivery form sends, trimmed; a blank district is any district', () => {
    expect(placeOf('country=Kenya&region=+Nairobi+&district=')).toEqual({ country: 'Kenya', region: 'Nairobi', district: '' });
  });

  it('names no place without a country, whatever else the address has', () => {
    expect(placeOf('')).toBeNull();
    expect(placeOf('region=Banadir&district=Hodan')).toBeNull();
    expect(placeOf('country=%20')).toBeNull();
  });

  it('cuts a long value as a stored one is cut', () => {
    expect(placeOf(`country=Somalia&region=${'x'.repeat(500)}`)!.region).toHaveLength(80);
  });
});
