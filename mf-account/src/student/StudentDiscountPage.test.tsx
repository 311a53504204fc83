import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Language } from 'shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { businessError, serve } from '../testing/fakeApi';
import { StudentDiscountPage } from './StudentDiscountPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const discount = (over: Record<string, unknown> = {}) => ({
  status: 'none', kind: null, school_email: null, percent: 10, cap: 20, valid_until: null, ...over,
});
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/student-discount']}>
      <StudentDiscountPage />
    </MemoryRouter>,
  );
const logIn = () =>
  act(() => getBus().publish('session:changed', { loggedIn: true, token: 't', user: { id: 5, name: 'Hodan', phone: '+252611234567', role: 'customer' } }));

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

describe('/student-discount', () => {
  test('logged out: the explanation with percent and cap, and Log in asks the shell for a login; nothing is sent', async () => {
    const server = serve({});
    const asked: unknown[] = [];
    getBus().on('auth:required').subscribe((p) => asked.push(p));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Student & Grad Discount' })).toBeInTheDocument();
    expect(screen.getByText(/10% off the items of every order .* at most \$20\.00 per order/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual([{ returnTo: '/student-discount' }]);
    expect(server.sent('studentDiscountStatus')).toEqual([]);
  });

  test('request → code → verified, with the server refusing a non-academic e-mail under the field', async () => {
    const server = serve({
      studentDiscountStatus: () => ({ status: 'success', discount: discount() }),
      studentDiscountRequest: (p) =>
        String(p.school_email).endsWith('@gmail.com')
          ? businessError(400, 'Please use your school or university e-mail (for example name@simad.edu.so, or an address ending in .edu or .ac.ke)', 'not_academic')
          : { status: 'success', discount: discount({ status: 'pending', kind: p.kind, school_email: 'h***@simad.edu.so' }), cooldown_seconds: 60, message: 'sent' },
      studentDiscountVerify: () => ({
        status: 'success',
        discount: discount({ status: 'verified', kind: 'graduate', school_email: 'h***@simad.edu.so', valid_until: '2027-11-24T06:00:00.000Z' }),
        message: 'ok',
      }),
    });
    logIn();
    renderPage();
    const email = await screen.findByLabelText('School e-mail');
    fireEvent.change(email, { target: { value: 'hodan@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Please use your school or university e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);

    fireEvent.click(screen.getByRole('radio', { name: 'Graduate' }));
    fireEvent.change(email, { target: { value: 'hodan@simad.edu.so' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(server.sent('studentDiscountRequest').at(-1)).toEqual({ school_email: 'hodan@simad.edu.so', kind: 'graduate' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code must be exactly 6 digits');
    expect(server.sent('studentDiscountVerify')).toEqual([]);
    fireEvent.change(code, { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const done = await screen.findByTestId('student-verified');
    expect(done).toHaveTextContent('Your student discount is active: 10% off at checkout');
    expect(done).toHaveTextContent('Graduate · h***@simad.edu.so');
    expect(done).toHaveTextContent('Valid until 24 Nov 2027');
    expect(server.sent('studentDiscountVerify')).toEqual([{ code: '123456' }]);
    await waitFor(() => expect(done).toHaveFocus());
  });
});

/** A refusal as the server sends it (server/src/student/service.ts): English message, code, data. */
const refusal = (httpStatus: number, code: string, message: string, data: Record<string, unknown> = {}) => ({
  status: httpStatus,
  body: { jsonrpc: '2.0', id: 1, result: { status: 'error', code, message, ...data } },
});

describe("/student-discount says the server's refusals in the page's own words, by code", () => {
  afterEach(() => act(() => setLanguage('en')));

  async function refusedRequest(lang: Language, answer: ReturnType<typeof refusal>) {
    setLanguage(lang);
    serve({
      studentDiscountStatus: () => ({ status: 'success', discount: discount() }),
      studentDiscountRequest: () => answer,
    });
    logIn();
    renderPage();
    const email = await screen.findByLabelText(lang === 'so' ? 'E-mail-ka dugsiga' : 'School e-mail');
    fireEvent.change(email, { target: { value: 'hodan@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: lang === 'so' ? 'Dir koodhka' : 'Send code' }));
    const error = await screen.findByRole('alert');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    return error;
  }

  async function refusedCode(lang: Language, answer: ReturnType<typeof refusal>) {
    setLanguage(lang);
    serve({
      studentDiscountStatus: () => ({ status: 'success', discount: discount({ status: 'pending', kind: 'student', school_email: 'h***@simad.edu.so' }) }),
      studentDiscountVerify: () => answer,
    });
    logIn();
    renderPage();
    const code = await screen.findByLabelText(lang === 'so' ? 'Koodhka xaqiijinta' : 'Verification code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: lang === 'so' ? 'Xaqiiji' : 'Verify' }));
    const error = await screen.findByRole('alert');
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    return error;
  }

  const NOT_ACADEMIC = 'Please use your school or university e-mail (for example name@simad.edu.so, or an address ending in .edu or .ac.ke)';
  test.each([
    ['so', refusal(400, 'not_academic', NOT_ACADEMIC), 'Fadlan isticmaal e-mail-ka dugsigaaga ama jaamacaddaada (tusaale name@simad.edu.so, ama cinwaan ku dhammaada .edu ama .ac.ke)'],
    ['en', refusal(400, 'not_academic', NOT_ACADEMIC), NOT_ACADEMIC],
    ['so', refusal(409, 'email_taken', 'This school e-mail has already verified another Suuq account'), 'E-mail-kan dugsiga horay ayaa loogu xaqiijiyay akoon kale oo Suuq ah.'],
    ['en', refusal(409, 'email_taken', 'This school e-mail has already verified another Suuq account'), 'This school e-mail has already verified another Suuq account.'],
    ['so', refusal(409, 'already_verified', 'Your student discount is already active'), 'Dhimistaada ardaynimo horay ayay u shaqaynaysaa.'],
    ['en', refusal(409, 'already_verified', 'Your student discount is already active'), 'Your student discount is already active.'],
    ['so', refusal(429, 'cooldown', 'Please wait 42 seconds before requesting a new code.', { retry_after: 42 }), 'Fadlan sug 42 ilbiriqsi ka hor intaadan codsan koodh cusub.'],
    ['en', refusal(429, 'cooldown', 'Please wait 42 seconds before requesting a new code.', { retry_after: 42 }), 'Please wait 42 seconds before asking for a new code.'],
    ['en', refusal(429, 'cooldown', 'Please wait 1 second before requesting a new code.', { retry_after: 1 }), 'Please wait 1 second before asking for a new code.'],
  ] as const)('asking for a code, %s: %j', async (lang, answer, shown) => {
    const error = await refusedRequest(lang, answer);
    expect(error.textContent).toBe(shown);
  });

  test.each([
    ['so', refusal(400, 'code_wrong', 'Wrong code. 4 tries left.', { tries_left: 4 }), 'Koodhku waa khalad. 4 isku day ayaa kuu haray.'],
    ['en', refusal(400, 'code_wrong', 'Wrong code. 4 tries left.', { tries_left: 4 }), 'Wrong code. 4 tries left.'],
    ['so', refusal(400, 'code_wrong', 'Wrong code. 1 try left.', { tries_left: 1 }), 'Koodhku waa khalad. 1 isku day ayaa kuu haray.'],
    ['en', refusal(400, 'code_wrong', 'Wrong code. 1 try left.', { tries_left: 1 }), 'Wrong code. 1 try left.'],
    // An answer without the number (an older server): the page's text without it.
    ['so', refusal(400, 'code_wrong', 'Wrong code. 4 tries left.'), 'Koodhku waa khalad. Fadlan hubi oo isku day mar kale.'],
    ['en', refusal(400, 'code_wrong', 'Wrong code. 4 tries left.'), 'Wrong code. Please check it and try again.'],
    ['so', refusal(400, 'code_dead', 'Too many wrong codes. Please request a new code.'), 'Koodh khaldan ayaa marar badan la geliyay. Fadlan codso koodh cusub.'],
    ['en', refusal(400, 'code_dead', 'Too many wrong codes. Please request a new code.'), 'Too many wrong codes. Please ask for a new one.'],
    ['so', refusal(400, 'code_expired', 'This code has expired. Please request a new code.'), 'Koodhkan waqtigiisii wuu dhacay. Fadlan codso koodh cusub.'],
    ['en', refusal(400, 'code_expired', 'This code has expired. Please request a new code.'), 'This code has expired. Please ask for a new one.'],
    ['so', refusal(400, 'no_code', 'Please request a code first'), 'Fadlan marka hore codso koodh.'],
    ['en', refusal(400, 'no_code', 'Please request a code first'), 'Please ask for a code first.'],
    ['so', refusal(409, 'email_taken', 'This school e-mail has already verified another Suuq account'), 'E-mail-kan dugsiga horay ayaa loogu xaqiijiyay akoon kale oo Suuq ah.'],
  ] as const)('entering the code, %s: %j', async (lang, answer, shown) => {
    const error = await refusedCode(lang, answer);
    expect(error.textContent).toBe(shown);
  });

  test("a code the page does not know keeps the server's message", async () => {
    const error = await refusedCode('so', refusal(400, 'something_new', 'Something new went wrong.'));
    expect(error.textContent).toBe('Something new went wrong.');
  });

  test("an answer with no message gets the page's fallback", async () => {
    const error = await refusedCode('so', refusal(400, 'something_new', ''));
    expect(error.textContent).toBe('Verification failed. Please try again.');
  });
});
