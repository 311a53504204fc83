import fc from 'fast-check';
import { COUNTRIES } from './account-rules';
import { cleanDigits, DIAL_CODES, nationalDigits, PHONE_DIGITS, splitPhone } from './phone-rules';

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

describe('cleanDigits: a number pasted from WhatsApp or the contacts', () => {
  it('drops the invisible direction marks and zero-width spaces a copied number comes wrapped in', () => {
    // Android's contacts and WhatsApp copy '+252 61 234 5678' as LRE … PDF around it.
    expect(cleanDigits('\u202a+252 61 234 5678\u202c')).toBe('+252612345678');
    expect(cleanDigits('\u200e61\u200b234\u20665678\u2069')).toBe('612345678');
    expect(splitPhone('\u202a+254 712 345 678\u202c')).toEqual({ dialCode: '+254', digits: '712345678' });
  });

  it('gives the digits back from between any such marks, spaces and dashes, and leaves every other character', () => {
    const noise = fc.constantFrom(' ', '-', '\u00a0', '\u202a', '\u202c', '\u200e', '\u200f', '\u200b', '\u2066', '\u2069', '\ufeff');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^\d$/), fc.array(noise, { maxLength: 2 }))), (parts) => {
        const typed = parts.map(([digit, marks]) => digit + marks.join('')).join('');
        expect(cleanDigits(typed)).toBe(parts.map(([digit]) => digit).join(''));
      }),
    );
    fc.assert(fc.property(fc.stringMatching(/^[+0-9a-z().]*$/), (typed) => expect(cleanDigits(typed)).toBe(typed)));
    // So a typo is still refused.
    expect(PHONE_DIGITS.test(cleanDigits('\u202a61 123 456a\u202c'))).toBe(false);
  });
});

describe('nationalDigits: the digits box beside a dial-code picker', () => {
  const national = fc.stringMatching(/^[1-9]\d{6,11}$/);
  const spaced = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1 ');

  it('takes the picker\'s own code off a whole number pasted into the box, written with + or 00', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIAL_CODES), national, fc.boolean(), (dialCode, digits, doubleZero) => {
        const code = doubleZero ? `00${dialCode.slice(1)}` : dialCode;
        expect(nationalDigits(`\u202a${code} ${spaced(digits)}\u202c`, dialCode)).toBe(digits);
      }),
    );
  });

  it('leaves digits typed without a code as cleanDigits gives them', () => {
    fc.assert(fc.property(fc.constantFrom(...DIAL_CODES), national, (dialCode, digits) => expect(nationalDigits(spaced(digits), dialCode)).toBe(digits)));
    expect(nationalDigits('', '+252')).toBe('');
  });

  it('keeps another country\'s code, so that number is refused rather than stored under the picker\'s code', () => {
    expect(nationalDigits('+254 712 345 678', '+252')).toBe('+254712345678');
    expect(PHONE_DIGITS.test(nationalDigits('+254 712 345 678', '+252'))).toBe(false);
    // +2526… is not Egypt's +20 followed by digits.
    expect(nationalDigits('+252611234567', '+20')).toBe('+252611234567');
  });
});
