import fc from 'fast-check';
import { COUNTRIES } from './account-rules';
import { cleanDigits, DIAL_CODES, PHONE_DIGITS, splitPhone } from './phone-rules';

describe('DIAL_CODES: the countries\' codes, once each', () => {
  it('lists every country\'s code once, Somalia\'s first', () => {
    expect(DIAL_CODES[0]).toBe('+252');
    expect(new Set(DIAL_CODES).size).toBe(DIAL_CODES.length);
    expect([...DIAL_CODES].sort()).toEqual([...new Set(COUNTRIES.map((c) => c.dialCode))].sort());
  });
});

describe('splitPhone: a stored phone as a dial code of the list and its digits', () => {
  const digits = fc.stringMatching(/^\d{0,12}$/);

  it('gives back the dial code and the digits it was made of, whatever the code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIAL_CODES), digits, (dialCode, rest) => {
        expect(splitPhone(`${dialCode}${rest}`)).toEqual({ dialCode, digits: rest });
      }),
    );
  });

  it('ignores the spaces and dashes people write in numbers', () => {
    expect(splitPhone('+252 61-123 4567')).toEqual({ dialCode: '+252', digits: '611234567' });
  });

  it('takes the longest code: +2526… is Somalia, +20 is Egypt', () => {
    expect(splitPhone('+252611234567').dialCode).toBe('+252');
    expect(splitPhone('+201001234567')).toEqual({ dialCode: '+20', digits: '1001234567' });
  });

  it('keeps an unknown or missing number\'s digits under the fallback code (Somalia\'s unless told)', () => {
    expect(splitPhone('+44 7700 900123')).toEqual({ dialCode: '+252', digits: '447700900123' });
    expect(splitPhone('0611234567', '+254')).toEqual({ dialCode: '+254', digits: '0611234567' });
    expect(splitPhone(undefined)).toEqual({ dialCode: '+252', digits: '' });
    expect(splitPhone('', '+256')).toEqual({ dialCode: '+256', digits: '' });
  });
});

describe('PHONE_DIGITS and cleanDigits: 7 to 12 digits once spaces and dashes are gone', () => {
  it.each([
    ['61 123 4567', true],
    ['61-123-4567', true],
    ['123456', false],
    ['1234567890123', false],
    ['61123456a', false],
  ])('%p fits: %p', (typed, fits) => {
    expect(PHONE_DIGITS.test(cleanDigits(typed))).toBe(fits);
  });
});
