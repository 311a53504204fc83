import { act, screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { KEYS, savePending } from '../session/storage';
import { AuthDialogs } from './AuthDialogs';
import { currentDialog, showDialog } from './dialogs';
import { setupDialogs, type Answer } from './testing';
import { VERIFIED_REDIRECT_MS } from './VerifyForm';

const pending = () => savePending(21, { name: 'Amina', email: 'amina@example.so', phone: '+252612345678', country: 'Somalia', country_code: '+252' }, 'ticket-1');
const verified = { status: 'success', token: 'tok-v', expires: '2026-06-16T10:00:00.000Z', user_id: 21, name: 'Amina', email: 'amina@example.so', message: 'Your account is verified. Welcome to Suuq!' };

describe('six-digit verification modal (spec §4, §5)', () => {
  let env: ReturnType<typeof setupDialogs>;
  const open = async (answer: Answer, withPending = true) => {
    env = setupDialogs(answer);
    if (withPending) pending();
    env.mount(<AuthDialogs />);
    await act(async () => showDialog('verify'));
  };
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-06-15T10:00:00Z') }));
  afterEach(() => {
    env.cleanup();
    jest.useRealTimers();
  });

  test('the input keeps digits only, at most 6, and has focus on open', async () => {
    await open(() => verified);
    const input = screen.getByLabelText('Koodhka xaqiijinta');
    expect(input).toHaveFocus();
    await env.user.type(input, 'a1b2 c3-d4e5f6g7');
    expect(input).toHaveValue('123456');
  });

  test("'Please enter the verification code' and 'Verification code must be exactly 6 digits', tied to the input", async () => {
    await open(() => verified);
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    const input = screen.getByLabelText('Koodhka xaqiijinta');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Please enter the verification code/);
    await env.user.type(input, '12345');
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(screen.getByText('Verification code must be exactly 6 digits')).toBeInTheDocument();
    expect(env.calls.filter((c) => c.name === 'verify')).toHaveLength(0);
  });

  test("an unreadable user id: 'User ID not found. Please register again.'", async () => {
    await open(() => verified, false);
    localStorage.setItem(KEYS.pendingUserId, 'not-a-number');
    act(() => showDialog('login'));
    await act(async () => showDialog('verify'));
    await env.user.type(screen.getByLabelText('Koodhka xaqiijinta'), '123456');
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(screen.getByText('User ID not found. Please register again.')).toBeInTheDocument();
  });

  test('without any user id the modal sends the shopper to /home', async () => {
    await open(() => verified, false);
    expect(currentDialog()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  test('resend waits 60 s, counted down on the button, then sends and waits again', async () => {
    await open((name) => (name === 'resendCode' ? { status: 'success', message: 'A new code was sent.', cooldown_seconds: 60 } : verified));
    const resend = () => screen.getByRole('button', { name: /koodh cusub/i });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('Ii soo dir koodh cusub 60 s kadib');
    act(() => jest.advanceTimersByTime(59_000));
    expect(resend()).toHaveTextContent('Ii soo dir koodh cusub 1 s kadib');
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(resend()).toBeEnabled();
    await env.user.click(resend());
    expect(env.calls.find((c) => c.name === 'resendCode')?.params).toEqual({ user_id: 21, ticket: 'ticket-1' });
    // Said in the page's language, not in the server's English.
    expect(await screen.findByText('Koodh cusub ayaa kuu soo socda.')).toBeInTheDocument();
    expect(screen.queryByText('A new code was sent.')).toBeNull();
    expect(resend()).toHaveTextContent('Ii soo dir koodh cusub 60 s kadib');
  });

  test("a failed resend says 'Failed to resend verification code. Please try again.'", async () => {
    await open((name) => {
      if (name === 'resendCode') throw new ApiError('http', 'HTTP 502', 502);
      return verified;
    });
    act(() => jest.advanceTimersByTime(60_000));
    await env.user.click(screen.getByRole('button', { name: 'Ii soo dir koodh cusub' }));
    expect(await screen.findByText('Failed to resend verification code. Please try again.')).toBeInTheDocument();
  });

  test("a refused code shows the server's reason, else 'Verification failed. Please try again.'", async () => {
    let reason: ApiError = new ApiError('business', 'Invalid verification code. 4 attempts left.', 400);
    await open((name) => {
      if (name === 'verify') throw reason;
      return verified;
    });
    const input = screen.getByLabelText('Koodhka xaqiijinta');
    await env.user.type(input, '111111');
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(await screen.findByText('Invalid verification code. 4 attempts left.')).toBeInTheDocument();
    reason = new ApiError('network', 'offline');
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(await screen.findByText('Verification failed. Please try again.')).toBeInTheDocument();
  });

  test('success stores the credentials, confirms, and after 2 s closes and opens /account', async () => {
    await open(() => verified);
    await env.user.type(screen.getByLabelText('Koodhka xaqiijinta'), '123456');
    await env.user.click(screen.getByRole('button', { name: 'Xaqiiji' }));
    expect(await screen.findByText('Akoonkaaga waa la xaqiijiyay. Soo dhawoow!')).toBeInTheDocument();
    expect(screen.queryByText('Your account is verified. Welcome to Suuq!')).toBeNull();
    expect(env.calls.find((c) => c.name === 'verify')?.params).toEqual({ user_id: 21, ticket: 'ticket-1', code: '123456' });
    expect(JSON.parse(localStorage.getItem('suuqUser')!)).toMatchObject({ id: 21, token: 'tok-v', phone: '+252612345678', country_code: '+252' });
    expect(localStorage.getItem('userLoggedIn')).toBe('true');
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('tempUserData')).toBeNull();
    act(() => jest.advanceTimersByTime(VERIFIED_REDIRECT_MS - 1));
    expect(currentDialog()).toBe('verify');
    act(() => jest.advanceTimersByTime(1));
    expect(currentDialog()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
    expect(VERIFIED_REDIRECT_MS).toBe(2000);
  });
});
