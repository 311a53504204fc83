import { ApiError } from 'shared-api';
import { setLanguage } from 'shared-ui';
import {
  birthDateBounds, birthDateError, cleanCode, codeError, confirmError, dialCodeOf, emailError, fullPhone, loginError, loginFailureText,
  passwordError, phoneError, registerFailureText, registrationErrors, resendFailureText, resetConfirmFailureText, resetRequestFailureText,
  verifyFailureText, type RegistrationValues,
} from './rules';

const now = new Date('2026-06-15T10:00:00Z');
const business = (message: string, status = 400) => new ApiError('business', message, status, 'invalid');
const network = () => new ApiError('network', 'Unable to connect to the server. Please check your internet connection and try again.');

describe('registration rules (spec §5)', () => {
  const valid: RegistrationValues = {
    name: 'Amina Yusuf', email: 'amina@example.so', country: 'Somalia', phone: '612345678',
    password: 'safe-password', confirm: 'safe-password', dateOfBirth: '2000-01-31', referral: '',
  };

  test('a complete form has no errors; the referral code is optional', () => {
    expect(registrationErrors(valid, now)).toEqual({});
  });

  test('name, email, phone, password, confirm password and date of birth are all required', () => {
    const empty = { ...valid, name: ' ', email: '', phone: '', password: '', confirm: '', dateOfBirth: '' };
    expect(registrationErrors(empty, now)).toEqual({
      name: 'Magaca waa loo baahan yahay',
      email: 'Please enter your email address',
      phone: 'Phone number is required',
      password: 'Furaha sirta waa loo baahan yahay',
      confirm: 'Fadlan xaqiiji furaha sirta',
      dateOfBirth: 'Taariikhda dhalashada waa loo baahan yahay',
    });
  });

  test("on an English page the shop's own texts are English; the spec's read the same on both", () => {
    const empty = { ...valid, name: ' ', email: '', phone: '', password: '', confirm: 'x', dateOfBirth: '' };
    const so = registrationErrors(empty, now);
    setLanguage('en');
    try {
      expect(registrationErrors(empty, now)).toEqual({
        name: 'Name is required',
        email: 'Please enter your email address',
        phone: 'Phone number is required',
        password: 'Password is required',
        confirm: 'Passwords do not match',
        dateOfBirth: 'Date of birth is required',
      });
      expect([so.email, so.phone, so.confirm]).toEqual(['Please enter your email address', 'Phone number is required', 'Passwords do not match']);
    } finally {
      setLanguage('so');
    }
  });

  test("passwords must match: 'Passwords do not match'", () => {
    expect(confirmError('safe-password', 'safe-passwort')).toBe('Passwords do not match');
    expect(registrationErrors({ ...valid, confirm: 'other-password' }, now).confirm).toBe('Passwords do not match');
  });

  test('a password has 8 to 64 characters', () => {
    expect(passwordError('1234567')).toBe('Furaha sirtu waa inuu u dhaxeeyaa 8 ilaa 64 xaraf');
    expect(passwordError('12345678')).toBeNull();
    expect(passwordError('x'.repeat(64))).toBeNull();
    expect(passwordError('x'.repeat(65))).toBe('Furaha sirtu waa inuu u dhaxeeyaa 8 ilaa 64 xaraf');
  });

  test("phone: 'Phone number is required' and digits only (spaces and dashes allowed while typing)", () => {
    expect(phoneError('', '+252')).toBe('Phone number is required');
    expect(phoneError('  ', '+252')).toBe('Phone number is required');
    expect(phoneError('61 234-5678', '+252')).toBeNull();
    expect(phoneError('61abc', '+252')).toBe('Lambarka telefoonku waa inuu ahaadaa tirooyin kaliya');
    // Pasted from WhatsApp or the contacts: the digits wrapped in invisible direction marks.
    expect(phoneError('\u202a61 234 5678\u202c', '+252')).toBeNull();
  });

  test("a whole number pasted with the country's own code is taken as its digits; another country's is refused", () => {
    expect(phoneError('+252612345678', '+252')).toBeNull();
    expect(phoneError('\u202a+252 61 234 5678\u202c', '+252')).toBeNull();
    expect(phoneError('00254 712 345 678', '+254')).toBeNull();
    expect(phoneError('+252612345678', '+254')).toBe('Lambarka telefoonku waa inuu ahaadaa tirooyin kaliya');
    expect(fullPhone('+252', '+252 61 234 5678')).toBe('+252612345678');
    expect(fullPhone('+254', '00254712345678')).toBe('+254712345678');
  });

  test('the phone is sent as the dial code plus the digits', () => {
    expect(fullPhone('+252', '61 234-5678')).toBe('+252612345678');
    expect(fullPhone(dialCodeOf('Kenya'), '712345678')).toBe('+254712345678');
    expect(fullPhone('+252', '\u202a61 234 5678\u202c')).toBe('+252612345678');
  });

  test('the countries of spec §3 carry their dial codes; Somalia is the default', () => {
    expect(dialCodeOf('Somalia')).toBe('+252');
    expect(dialCodeOf('Somaliland')).toBe('+252');
    expect(dialCodeOf('Uganda')).toBe('+256');
    expect(dialCodeOf('Egypt')).toBe('+20');
    expect(dialCodeOf('Djibouti')).toBe('+253');
    expect(dialCodeOf('Ethiopia')).toBe('+251');
    expect(dialCodeOf('Saudi Arabia')).toBe('+966');
    expect(dialCodeOf('Atlantis')).toBe('+252');
  });

  test('date of birth lies between 100 and 13 years ago', () => {
    expect(birthDateBounds(now)).toEqual({ min: '1926-06-15', max: '2013-06-15' });
    expect(birthDateError('2013-06-15', now)).toBeNull();
    expect(birthDateError('2013-06-16', now)).toBe('You must be at least 13 years old');
    expect(birthDateError('1926-06-15', now)).toBeNull();
    expect(birthDateError('1926-06-14', now)).toBe('Taariikhda dhalashadu kama badnaan karto 100 sano ka hor');
    expect(birthDateError('', now)).toBe('Taariikhda dhalashada waa loo baahan yahay');
  });

  test("email: 'Please enter your email address' and 'Please enter a valid email address'", () => {
    expect(emailError('')).toBe('Please enter your email address');
    expect(emailError('amina@')).toBe('Please enter a valid email address');
    expect(emailError('amina example.so')).toBe('Please enter a valid email address');
    expect(emailError(' amina@example.so ')).toBeNull();
  });
});

describe('login rules (spec §5, §8)', () => {
  test('email or phone and password are required', () => {
    expect(loginError('', 'secret-pass')).toBe('Fadlan geli email-kaaga ama telefoonkaaga iyo furaha sirta ah');
    expect(loginError('amina@example.so', '')).not.toBeNull();
    expect(loginError('+252612345678', 'secret-pass')).toBeNull();
  });

  test("the login form text starts with 'Galitaanka wuu fashilmay' plus the server error", () => {
    expect(loginFailureText(business('Invalid email/phone or password', 401))).toBe(
      'Galitaanka wuu fashilmay: Invalid email/phone or password',
    );
  });

  test('without a server reason the text hints to check user and password; offline it names the connection', () => {
    const hint = loginFailureText(new ApiError('rpc', 'Invalid params: /email', 400, -32602));
    expect(hint.startsWith('Galitaanka wuu fashilmay')).toBe(true);
    expect(hint).toMatch(/hubi email-ka\/telefoonka iyo furaha sirta/);
    const offline = loginFailureText(network());
    expect(offline.startsWith('Galitaanka wuu fashilmay')).toBe(true);
    expect(offline).toMatch(/server-ka/);
  });

  test('with the browser offline, login, registration and the login code say the internet is needed and that what was typed is kept', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      for (const text of [loginFailureText(network()), registerFailureText(network())]) {
        expect(text).toBe('Internet kuma xidhnid: tan waxay u baahan tahay internet. Wixii aad qortay waa la hayaa; isku day mar kale marka aad xidhiidho.');
      }
      // A server's own reason still wins (it did answer).
      expect(loginFailureText(business('Invalid email/phone or password', 401))).toMatch(/Invalid email/);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('failure texts of spec §8', () => {
  test("registration: the server's message, else 'Failed to register. Please try again.', offline 'Network error. Please try again.'", () => {
    expect(registerFailureText(business('An account with this email already exists. Please log in.', 409))).toBe(
      'An account with this email already exists. Please log in.',
    );
    expect(registerFailureText(new ApiError('http', 'HTTP 500', 500))).toBe('Failed to register. Please try again.');
    expect(registerFailureText(network())).toBe('Network error. Please try again.');
  });

  test("verification: the server's message, else 'Verification failed. Please try again.'", () => {
    expect(verifyFailureText(business('Invalid verification code. 4 attempts left.'))).toBe('Invalid verification code. 4 attempts left.');
    expect(verifyFailureText(network())).toBe('Verification failed. Please try again.');
  });

  test("resend: 'Failed to resend verification code. Please try again.'", () => {
    expect(resendFailureText(new ApiError('http', 'HTTP 502', 502))).toBe('Failed to resend verification code. Please try again.');
  });

  test("reset request: the server's message, else 'Failed to request password reset. Please try again.', offline 'An error occurred. Please try again later.'", () => {
    expect(resetRequestFailureText(business('Please wait 42 seconds before asking again.', 429))).toBe('Please wait 42 seconds before asking again.');
    expect(resetRequestFailureText(new ApiError('http', 'HTTP 500', 500))).toBe('Failed to request password reset. Please try again.');
    expect(resetRequestFailureText(network())).toBe('An error occurred. Please try again later.');
    expect(resetConfirmFailureText(new ApiError('http', 'HTTP 500', 500))).toBe('Password reset confirmation failed');
  });
});

describe('verification code (spec §5)', () => {
  test('the input strips non-digits and caps at 6', () => {
    expect(cleanCode('12a 3-45')).toBe('12345');
    expect(cleanCode('123 456 789')).toBe('123456');
  });

  test("'Please enter the verification code' and 'Verification code must be exactly 6 digits'", () => {
    expect(codeError('')).toBe('Please enter the verification code');
    expect(codeError('12345')).toBe('Verification code must be exactly 6 digits');
    expect(codeError('123456')).toBeNull();
  });
});
