import { COUNTRIES } from '../contract';
import { checkDateOfBirth, checkPhone, loginIdentifier } from './rules';
import { lockSeconds, RULES } from './throttle';

describe('login identifier', () => {
  it('an e-mail is lower-cased; a phone gets its plus sign ("00" counts as "+")', () => {
    expect(loginIdentifier(' Hodan@Example.SO ')).toEqual({ kind: 'email', value: 'hodan@example.so' });
    expect(loginIdentifier('+252 61 234 5678')).toEqual({ kind: 'phone', value: '+252612345678' });
    expect(loginIdentifier('00252612345678')).toEqual({ kind: 'phone', value: '+252612345678' });
    expect(loginIdentifier('252612345678')).toEqual({ kind: 'phone', value: '+252612345678' });
    expect(loginIdentifier('   ')).toBeNull();
  });

  it('a phone pasted from WhatsApp or the contacts (wrapped in invisible direction marks) is that phone', () => {
    expect(loginIdentifier('\u202a+252 61 234 5678\u202c')).toEqual({ kind: 'phone', value: '+252612345678' });
  });
});

describe('phone', () => {
  const somalia = COUNTRIES.find((c) => c.dialCode === '+252')!;
  it('is stored without what people put between its digits: spaces, dashes, invisible direction marks', () => {
    expect(checkPhone('\u202a+252 61-234 5678\u202c', somalia)).toEqual({ dialCode: '+252', digits: '612345678', full: '+252612345678' });
    expect(() => checkPhone('\u202a+252 61 234 567a\u202c', somalia)).toThrow('Phone number must be the country dial code followed by digits only');
  });
});

describe('date of birth', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('exactly 13 years ago is old enough, a day later is not', () => {
    expect(checkDateOfBirth('2013-03-01', now)).toBe('2013-03-01');
    expect(() => checkDateOfBirth('2013-03-02', now)).toThrow('You must be at least 13 years old');
  });
  it('exactly 100 years ago is allowed, a day earlier is not', () => {
    expect(checkDateOfBirth('1926-03-01', now)).toBe('1926-03-01');
    expect(() => checkDateOfBirth('1926-02-28', now)).toThrow('Date of birth cannot be more than 100 years ago');
  });
});

describe('lockout length', () => {
  it('none before the 5th failure, then 1 s doubling, never above 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => lockSeconds(n, RULES.accountIp))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => lockSeconds(n, RULES.accountIp))).toEqual([1, 2, 4, 8]);
    expect(lockSeconds(15, RULES.accountIp)).toBe(900);
    expect(lockSeconds(500, RULES.accountIp)).toBe(900);
  });
  it('the per-account rule has no growing lock, only the hourly cap', () => {
    expect(lockSeconds(99, RULES.account)).toBe(0);
    expect(RULES.account.hourlyCap).toBe(100);
  });
});
