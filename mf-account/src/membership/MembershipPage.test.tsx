import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { serve } from '../testing/fakeApi';
import { MembershipPage } from './MembershipPage';
import { parseRedeem } from './redeem';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const pointsOf = (points: number) => () => ({
  status: 'success',
  points,
  value: Math.floor(points / 100),
  formatted_value: `$${Math.floor(points / 100).toFixed(2)}`,
  points_per_dollar: 1,
  points_per_dollar_credit: 100,
  redeem_minimum: 100,
});
const history = (n = 0) => () => ({
  status: 'success',
  transactions: Array.from({ length: n }, (_, i) => ({ id: i + 1, kind: 'earned', points: 14, balance_after: 14 * (n - i), description: 'Delivered', order_id: 42, order_number: 'SQ-100042', at: '2026-11-24T10:42:00.000Z' })),
  total: n,
  points: 14 * n,
});

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

const show = () =>
  render(
    <MemoryRouter initialEntries={['/account/membership']}>
      <Routes>
        <Route path="/account/membership" element={<MembershipPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/account/membership', () => {
  test('shows the points, their worth, how to earn and the history with order links', async () => {
    serve({ membershipPoints: pointsOf(250), membershipTransactions: history(1) });
    show();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
    expect(screen.getByText('Worth $2.00 in wallet credit')).toBeInTheDocument();
    expect(screen.getByText('1 point for every $1 of your delivered orders.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Order SQ-100042' })).toHaveAttribute('href', '/account/orders/42');
  });

  test('Redeem is disabled below 100 points, with the reason', async () => {
    serve({ membershipPoints: pointsOf(99), membershipTransactions: history() });
    show();
    await screen.findByTestId('points-balance');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription('You need at least 100 points to redeem.');
    expect(screen.getByRole('heading', { name: 'No points yet' })).toBeInTheDocument();
  });

  test('redeems whole hundreds only, then shows the credit and the points left', async () => {
    const server = serve({
      membershipPoints: pointsOf(250),
      membershipTransactions: history(),
      membershipRedeem: (p) => ({ status: 'success', points: 250 - Number(p.points), credited: Number(p.points) / 100, balance: 2, formatted_balance: '$2.00', message: 'ok' }),
    });
    show();
    await screen.findByTestId('points-balance');
    const field = screen.getByRole('textbox', { name: 'Points to redeem' });
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter whole hundreds, at most your 250 points.');
    expect(server.sent('membershipRedeem')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('200 points redeemed: $2.00 added to your wallet.')).toHaveFocus();
    expect(server.sent('membershipRedeem')).toEqual([{ points: 200 }]);
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('50 points'));
  });

  test('parseRedeem: whole hundreds from 100 up to the points held', () => {
    expect(parseRedeem('100', 100)).toBe(100);
    expect(parseRedeem('300', 250)).toBeNull();
    expect(parseRedeem('50', 250)).toBeNull();
    expect(parseRedeem('1.5', 250)).toBeNull();
  });
});
