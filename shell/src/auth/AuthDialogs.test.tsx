import { act, screen, within } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { LOGIN_REDIRECT_MS } from '../session/session';
import { KEYS, rememberPath } from '../session/storage';
import { AuthDialogs } from './AuthDialogs';
import { currentDialog, showDialog } from './dialogs';
import { setupDialogs, type Answer } from './testing';
import { t } from './messages';

const loginAnswer = {
  status: 'success', token: 'tok-l', expires: '2026-06-16T10:00:00.000Z', user_id: 4, name: 'Demo Shopper', email: 'demo@suuq.so',
  phone: '+252610000000', country_code: '+252', role: 'customer', has_addresses: false, message: 'Login successful',
};
const demoOn = { status: 'success', demo: true, email: 'demo@suuq.so', password: 'Suuq-demo-2025' };

describe('login, register and forgot-password dialogs (spec §2, §5, §8)', () => {
  let env: ReturnType<typeof setupDialogs>;
  const open = async (dialog: 'login' | 'register' | 'forgot', answer: Answer) => {
    env = setupDialogs(answer);
    env.mount(<AuthDialogs />);
    await act(async () => showDialog(dialog));
  };
  /** Fills the registration form with a valid shopper (Somalia unless a country is given) and sends it. */
  const sendRegistration = async ({ name = 'Amina', country = '', phone = '612345678' } = {}) => {
    await env.user.type(screen.getByLabelText('Magaca oo buuxa'), name);
    await env.user.type(screen.getByLabelText('Email'), 'amina@example.so');
    if (country) await env.user.selectOptions(screen.getByLabelText('Dalka'), country);
    await env.user.type(screen.getByLabelText('Lambarka telefoonka'), phone);
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'safe-password');
    await env.user.type(screen.getByLabelText('Xaqiiji furaha sirta'), 'safe-password');
    await env.user.type(screen.getByLabelText('Taariikhda dhalashada'), '2000-01-31');
    await env.user.click(screen.getByRole('button', { name: 'Samee akoon' }));
  };
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-06-15T10:00:00Z') }));
  afterEach(() => {
    env.cleanup();
    jest.useRealTimers();
  });

  test("'Use Test Account' shows only when the server runs with demo data, and fills the sample credentials", async () => {
    await open('login', (name) => (name === 'demoInfo' ? demoOn : loginAnswer));
    await env.user.click(await screen.findByRole('button', { name: 'Use Test Account' }));
    expect(screen.getByLabelText('Email ama telefoon')).toHaveValue('demo@suuq.so');
    expect(screen.getByLabelText('Furaha sirta ah')).toHaveValue('Suuq-demo-2025');
    env.cleanup();

    await open('login', () => ({ status: 'success', demo: false }));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Use Test Account' })).not.toBeInTheDocument();
  });

  test('the first field has focus and the password can be shown', async () => {
    await open('login', () => ({ status: 'success', demo: false }));
    expect(screen.getByLabelText('Email ama telefoon')).toHaveFocus();
    const password = screen.getByLabelText('Furaha sirta ah');
    expect(password).toHaveAttribute('type', 'password');
    await env.user.click(screen.getByRole('button', { name: 'Muuji furaha sirta' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  test("a refused login says 'Galitaanka wuu fashilmay' plus the server's reason", async () => {
    await open('login', (name) => {
      if (name === 'login') throw new ApiError('business', 'Invalid email/phone or password', 401, 'invalid_credentials');
      return { status: 'success', demo: false };
    });
    await env.user.type(screen.getByLabelText('Email ama telefoon'), 'amina@example.so');
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'wrong-password');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Galitaanka wuu fashilmay: Invalid email/phone or password');
    expect(currentDialog()).toBe('login');
  });

  test('login: stored, welcomed, popup closed, then the remembered path after 150 ms', async () => {
    await open('login', (name) => (name === 'login' ? loginAnswer : { status: 'success', demo: false }));
    rememberPath('/wishlist');
    await env.user.type(screen.getByLabelText('Email ama telefoon'), ' demo@suuq.so ');
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'Suuq-demo-2025');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    await act(async () => undefined);
    expect(env.calls.find((c) => c.name === 'login')?.params).toEqual({ email: 'demo@suuq.so', password: 'Suuq-demo-2025' });
    expect(currentDialog()).toBeNull();
    expect(localStorage.getItem(KEYS.loggedIn)).toBe('true');
    expect(env.toasts).toContainEqual({ kind: 'success', message: 'Soo noqod wanaagsan', durationMs: 3000 });
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS));
    expect(screen.getByTestId('where')).toHaveTextContent('/wishlist');
  });

  test('a right password for an account never verified opens the code modal for that account', async () => {
    await open('login', (name) => {
      if (name === 'login') throw new ApiError('business', 'Please verify your account.', 403, 'not_verified', { user_id: 44, ticket: 'tik-44', requires_verification: true });
      return { status: 'success', demo: false };
    });
    await env.user.type(screen.getByLabelText('Email ama telefoon'), 'amina@example.so');
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'safe-password');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(await screen.findByRole('dialog', { name: 'Geli koodhkaaga' })).toBeInTheDocument();
    expect(localStorage.getItem(KEYS.pendingUserId)).toBe('44');
    // The fresh registration ticket of the answer goes with the pending user (verify and resend send it).
    expect(JSON.parse(localStorage.getItem(KEYS.tempUserData)!)).toMatchObject({ ticket: 'tik-44' });
    expect(screen.getByText(/amina@example\.so/)).toBeInTheDocument();
  });

  const lockedLogin = (extra: Answer = () => ({ status: 'success', demo: false })): Answer => (name, params) => {
    if (name === 'login') {
      throw new ApiError('business', 'Too many failed login attempts. Please try again in 59 minutes.', 429, 'rate_limited', { retry_after: 3540 });
    }
    return extra(name, params);
  };
  const tryLogin = async () => {
    await env.user.type(screen.getByLabelText('Email ama telefoon'), 'amina@example.so');
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'safe-password');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
  };

  test('a wrong password (401) offers no login code', async () => {
    await open('login', (name) => {
      if (name === 'login') throw new ApiError('business', 'Invalid email/phone or password', 401, 'invalid_credentials');
      return { status: 'success', demo: false };
    });
    await tryLogin();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Ii soo dir koodh galitaan' })).not.toBeInTheDocument();
  });

  test('a locked login (429) shows its message and offers a login code', async () => {
    await open('login', lockedLogin());
    await tryLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Galitaanka wuu fashilmay: Too many failed login attempts. Please try again in 59 minutes.');
    expect(screen.getByRole('button', { name: 'Ii soo dir koodh galitaan' })).toBeInTheDocument();
  });

  test('the login code: requested for the typed account, 6 digits only, then logged in like a password login', async () => {
    await open(
      'login',
      lockedLogin((name) => {
        if (name === 'loginCodeRequest') return { status: 'success', message: 'If an account exists for this email or phone, we sent a 6-digit login code to its WhatsApp and e-mail.', cooldown_seconds: 60 };
        if (name === 'loginCodeConfirm') return loginAnswer;
        return { status: 'success', demo: false };
      }),
    );
    await tryLogin();
    await env.user.click(await screen.findByRole('button', { name: 'Ii soo dir koodh galitaan' }));
    await act(async () => undefined);
    expect(env.calls.find((c) => c.name === 'loginCodeRequest')?.params).toEqual({ email: 'amina@example.so' });
    expect(await screen.findByText('Haddii akoon u diiwaangashan yahay email-kan ama telefoonkan, koodh galitaan ayaa kuu soo socda.')).toBeInTheDocument();
    expect(screen.queryByText(/we sent a 6-digit login code/)).toBeNull();
    const input = screen.getByLabelText('Koodhka galitaanka');
    expect(input).toHaveFocus();
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    await env.user.type(input, '12a3 4-5');
    expect(input).toHaveValue('12345');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(screen.getByText('Verification code must be exactly 6 digits')).toBeInTheDocument();
    expect(env.calls.filter((c) => c.name === 'loginCodeConfirm')).toHaveLength(0);
    await env.user.type(input, '6789');
    expect(input).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Ii soo dir koodh cusub 60 s kadib' })).toBeDisabled();
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    await act(async () => undefined);
    expect(env.calls.find((c) => c.name === 'loginCodeConfirm')?.params).toEqual({ email: 'amina@example.so', code: '123456' });
    expect(localStorage.getItem(KEYS.loggedIn)).toBe('true');
    expect(currentDialog()).toBeNull();
  });

  test('a refused login code shows the server\'s message and the shopper can go back to the password', async () => {
    await open(
      'login',
      lockedLogin((name) => {
        if (name === 'loginCodeRequest') return { status: 'success', message: 'sent', cooldown_seconds: 60 };
        if (name === 'loginCodeConfirm') throw new ApiError('business', 'Invalid or expired login code. Please check the code or request a new one.', 400, 'code_invalid');
        return { status: 'success', demo: false };
      }),
    );
    await tryLogin();
    await env.user.click(await screen.findByRole('button', { name: 'Ii soo dir koodh galitaan' }));
    await env.user.type(screen.getByLabelText('Koodhka galitaanka'), '654321');
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(await screen.findByText('Invalid or expired login code. Please check the code or request a new one.')).toBeInTheDocument();
    expect(localStorage.getItem(KEYS.loggedIn)).toBeNull();
    await env.user.click(screen.getByRole('button', { name: 'Ku noqo galitaanka' }));
    expect(screen.getByLabelText('Furaha sirta ah')).toBeInTheDocument();
  });

  test('login and register switch; forgot password opens its own modal', async () => {
    await open('login', () => ({ status: 'success', demo: false }));
    await env.user.click(screen.getByRole('button', { name: 'Samee akoon' }));
    expect(screen.getByRole('dialog', { name: 'Samee akoon' })).toBeInTheDocument();
    await env.user.click(screen.getByRole('button', { name: 'Gal' }));
    expect(screen.getByRole('dialog', { name: 'Gal' })).toBeInTheDocument();
    await env.user.click(screen.getByRole('button', { name: 'Furaha sirta ah ma ilowday?' }));
    expect(screen.getByRole('dialog', { name: 'Dib u samee furaha sirta' })).toBeInTheDocument();
  });

  test("the phone's dial code follows the country and is read with the digits, from the catalogue", async () => {
    await open('register', () => ({ status: 'success' }));
    const phone = screen.getByRole('textbox', { name: 'Lambarka telefoonka' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription(`${t('phoneHint')} ${t('dialCodeLabel')}: +252`);
    await env.user.selectOptions(screen.getByLabelText('Dalka'), 'Kenya');
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(/: \+254$/));
  });

  test('registration lists the countries with dial codes (Somalia +252 by default) and explains each refusal', async () => {
    await open('register', () => ({ status: 'success' }));
    const country = screen.getByLabelText('Dalka');
    expect(country).toHaveValue('Somalia');
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Somalia (+252)', 'Somaliland (+252)', 'Kenya (+254)', 'Uganda (+256)', 'Egypt (+20)', 'Djibouti (+253)', 'Ethiopia (+251)', 'Saudi Arabia (+966)',
    ]);
    expect(screen.getByText('You must be at least 13 years old. (Waa inaad jirtaa ugu yaraan 13 sano.)')).toBeInTheDocument();
    const dob = screen.getByLabelText('Taariikhda dhalashada');
    expect(dob).toHaveAttribute('min', '1926-06-15');
    expect(dob).toHaveAttribute('max', '2013-06-15');
    await env.user.type(screen.getByLabelText('Furaha sirta ah'), 'safe-password');
    await env.user.type(screen.getByLabelText('Xaqiiji furaha sirta'), 'other-password');
    await env.user.click(screen.getByRole('button', { name: 'Samee akoon' }));
    expect(screen.getByLabelText('Lambarka telefoonka')).toHaveAccessibleDescription(/Phone number is required/);
    expect(screen.getByLabelText('Xaqiiji furaha sirta')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Magaca oo buuxa')).toHaveFocus();
    expect(env.calls.filter((c) => c.name === 'register')).toHaveLength(0);
  });

  test('registration sends the phone as dial code plus digits, keeps the pending user and opens the code modal', async () => {
    await open('register', (name) => {
      if (name === 'register') return { status: 'success', user_id: 31, ticket: 'tik-31', requires_verification: true, message: 'Registration successful.' };
      return { status: 'success' };
    });
    await sendRegistration({ name: 'Amina Yusuf', country: 'Kenya', phone: '712 345 678' });
    expect(await screen.findByRole('dialog', { name: 'Geli koodhkaaga' })).toBeInTheDocument();
    expect(env.calls.find((c) => c.name === 'register')?.params).toEqual({
      name: 'Amina Yusuf', email: 'amina@example.so', phone: '+254712345678', password: 'safe-password', country: 'Kenya',
      date_of_birth: '2000-01-31', referral_code: null,
    });
    expect(localStorage.getItem('user_id')).toBe('31');
    expect(JSON.parse(localStorage.getItem('tempUserData')!)).toEqual({
      name: 'Amina Yusuf', email: 'amina@example.so', phone: '+254712345678', country: 'Kenya', country_code: '+254', ticket: 'tik-31',
    });
  });

  test('a registration that needs no code logs in at once and opens /account, whatever was remembered', async () => {
    await open('register', (name) => {
      if (name === 'register') return { status: 'success', user_id: 32, requires_verification: false, token: 'tok-r', expires: '2026-06-16T10:00:00.000Z', message: 'Welcome' };
      return { status: 'success', valid: true };
    });
    rememberPath('/cart');
    await sendRegistration();
    await act(async () => undefined);
    expect(localStorage.getItem(KEYS.loggedIn)).toBe('true');
    expect(currentDialog()).toBeNull();
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS));
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });

  test("a failed registration shows the server's message or 'Network error. Please try again.'", async () => {
    let failure = new ApiError('business', 'An account with this email already exists. Please log in.', 409);
    await open('register', (name) => {
      if (name === 'register') throw failure;
      return { status: 'success' };
    });
    await sendRegistration();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Please log in.');
    failure = new ApiError('network', 'offline');
    await env.user.click(screen.getByRole('button', { name: 'Samee akoon' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  test('forgot password: e-mail texts, then code and new password with a 60 s cooldown before asking again', async () => {
    await open('forgot', (name, params) => {
      if (name === 'resetRequest') return { status: 'success', message: 'If an account exists, a code is on its way.', cooldown_seconds: 60 };
      if (name === 'resetConfirm') return { status: 'success', message: `Password changed for ${String(params.email)}` };
      return { status: 'success' };
    });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await env.user.click(screen.getByRole('button', { name: 'Dir koodhka' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await env.user.type(email, 'amina@');
    await env.user.click(screen.getByRole('button', { name: 'Dir koodhka' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await env.user.type(email, 'example.so');
    await env.user.click(screen.getByRole('button', { name: 'Dir koodhka' }));
    expect(await screen.findByText('Haddii akoon u diiwaangashan yahay e-mail-kan, koodh ayaa kuu soo socda.')).toBeInTheDocument();
    expect(screen.queryByText('If an account exists, a code is on its way.')).toBeNull();
    const again = () => screen.getByRole('button', { name: /koodh cusub/i });
    expect(again()).toHaveTextContent('Ii soo dir koodh cusub 60 s kadib');
    expect(again()).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(again()).toBeEnabled();
    await env.user.type(screen.getByLabelText('Koodhka xaqiijinta'), '12x3456');
    await env.user.type(screen.getByLabelText('Furaha sirta cusub'), 'new-safe-password');
    await env.user.type(screen.getByLabelText('Xaqiiji furaha sirta cusub'), 'new-safe-password');
    await env.user.click(screen.getByRole('button', { name: 'Beddel furaha sirta' }));
    expect(await screen.findByText('Furaha sirta waa la beddelay. Fadlan gal.')).toBeInTheDocument();
    expect(screen.queryByText('Password changed for amina@example.so')).toBeNull();
    expect(env.calls.find((c) => c.name === 'resetConfirm')?.params).toEqual({ email: 'amina@example.so', code: '123456', new_password: 'new-safe-password' });
  });

  test("a failed reset request: the server's message, else 'An error occurred. Please try again later.'", async () => {
    await open('forgot', () => {
      throw new ApiError('network', 'offline');
    });
    await env.user.type(screen.getByLabelText('Email'), 'amina@example.so');
    await env.user.click(screen.getByRole('button', { name: 'Dir koodhka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
