import { setLanguage } from 'shared-ui';
import { passwordErrors, profileErrors, profileUpdateBody, type ProfileValues } from './rules';

beforeAll(() => setLanguage('en'));
const now = new Date('2026-11-24T05:00:00Z');
const valid: ProfileValues = { name: 'Hodan Ali', country: 'Somalia', dialCode: '+252', phone: '61 234-5678', dateOfBirth: '1995-03-14' };

describe('profile rules (spec §3, §5)', () => {
  test('a complete profile has no errors and is sent with the country dial code before the digits', () => {
    expect(profileErrors(valid, now)).toEqual({});
    expect(profileUpdateBody({ ...valid, country: 'Kenya' })).toEqual({ name: 'Hodan Ali', country: 'Kenya', phone: '+254612345678', date_of_birth: '1995-03-14' });
  });

  test('name and phone are required; the phone takes digits only', () => {
    expect(profileErrors({ ...valid, name: '  ', phone: '' }, now)).toEqual({ name: 'Name is required', phone: 'Phone number is required' });
    expect(profileErrors({ ...valid, phone: '61abc' }, now).phone).toBe('Phone number must contain digits only');
  });

  test("a whole number pasted with the country's own code is taken as its digits; another country's is refused", () => {
    const pasted = { ...valid, phone: '\u202a+252 61 234 5678\u202c' };
    expect(profileErrors(pasted, now)).toEqual({});
    expect(profileUpdateBody(pasted).phone).toBe('+252612345678');
    expect(profileErrors({ ...valid, country: 'Kenya', phone: '+252 61 234 5678' }, now).phone).toBe('Phone number must contain digits only');
  });

  test('the birth date lies between 100 and 13 years ago', () => {
    expect(profileErrors({ ...valid, dateOfBirth: '2013-11-24' }, now).dateOfBirth).toBeUndefined();
    expect(profileErrors({ ...valid, dateOfBirth: '2013-11-25' }, now).dateOfBirth).toBe('You must be at least 13 years old');
    expect(profileErrors({ ...valid, dateOfBirth: '1926-11-23' }, now).dateOfBirth).toBe('Date of birth cannot be more than 100 years ago');
    expect(profileErrors({ ...valid, dateOfBirth: '' }, now).dateOfBirth).toBe('Date of birth is required');
  });
});

describe('password rules', () => {
  const ok = { current: 'old-secret-1', next: 'new-secret-2', confirm: 'new-secret-2' };
  test('a different confirmation says Passwords do not match', () => {
    expect(passwordErrors(ok)).toEqual({});
    expect(passwordErrors({ ...ok, confirm: 'new-secret-3' })).toEqual({ confirm: 'Passwords do not match' });
  });
  test('all three are required, the new one 8 to 64 characters and not the current one', () => {
    expect(passwordErrors({ current: '', next: '', confirm: '' })).toEqual({
      current: 'Current password is required',
      next: 'New password is required',
      confirm: 'Please confirm your password',
    });
    expect(passwordErrors({ ...ok, next: 'short', confirm: 'short' }).next).toBe('Password must be between 8 and 64 characters');
    expect(passwordErrors({ ...ok, next: ok.current, confirm: ok.current }).next).toBe('The new password must differ from the current one');
  });
});
