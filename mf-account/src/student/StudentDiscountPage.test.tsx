import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
          ? businessError(400, 'Please use your school or university e-mail (for example name@simad.edu.so, or an address ending in .edu or .ac.ke)')
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
