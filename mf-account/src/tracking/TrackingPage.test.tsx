import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { businessError, serve } from '../testing/fakeApi';
import { TrackingPage } from './TrackingPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderAt = (path = '/order-tracking') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/order-tracking" element={<TrackingPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const tracked = {
  order_id: 42,
  order_number: 'SQ-100042',
  order_status: 'confirmed' as const,
  timeline: [
    { status: 'placed' as const, at: '2026-11-24T10:42:00.000Z', note: null },
    { status: 'confirmed' as const, at: '2026-11-24T11:00:00.000Z', note: null },
  ],
  estimated_delivery_time: 'Same day',
  shipments: [{ stock_location: 'Suuq Warehouse', delivery_method: 'HAAD EXPRESS', estimated_delivery_time: 'Same day' }],
};

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

const field = () => screen.getByRole('textbox', { name: 'Order number' });

describe('order tracking', () => {
  test('a number finds the order: its timeline, the estimated delivery and a link to it', async () => {
    const server = serve({ orderTrack: () => tracked });
    renderAt();
    fireEvent.change(field(), { target: { value: ' sq-100042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    const result = await screen.findByRole('region', { name: /SQ-100042/ });
    expect(server.sent('orderTrack')).toEqual([{ id: 'sq-100042' }]);
    expect(screen.getByTestId('where')).toHaveTextContent('/order-tracking?order=sq-100042');
    expect(result).toHaveTextContent('Estimated deliverySame day');
    const steps = within(within(result).getByRole('list', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(result).getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/account/orders/42');
    // After a search the answer takes the focus, so a screen reader reads it.
    expect(within(result).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  test('the form is a search landmark with a name of its own, apart from the header product search', () => {
    serve({ orderTrack: () => tracked });
    renderAt();
    expect(screen.getByRole('search', { name: 'Track an order' })).toContainElement(field());
  });

  test('an unknown number says clearly that no such order is in the account', async () => {
    serve({ orderTrack: () => businessError(404, 'Order not found', 'not_found') });
    renderAt();
    fireEvent.change(field(), { target: { value: 'SQ-999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find order SQ-999999 in your account. Check the number and try again.');
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
  });

  test('?order= in the address tracks that order at once', async () => {
    const server = serve({ orderTrack: () => tracked });
    renderAt('/order-tracking?order=SQ-100042');
    expect(field()).toHaveValue('SQ-100042');
    expect(await screen.findByRole('region', { name: /SQ-100042/ })).toBeInTheDocument();
    expect(server.sent('orderTrack')).toEqual([{ id: 'SQ-100042' }]);
  });

  test('an empty number is refused on the page, tied to the field, without asking the server', async () => {
    const server = serve({ orderTrack: () => tracked });
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Please enter an order number.'));
    expect(field()).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  test("a number the server cannot read ('abc') is the field's error in the page's language, with nothing to retry", async () => {
    serve({ orderTrack: () => businessError(400, 'Enter an order number like SQ-100042', 'invalid_order_number') });
    renderAt();
    fireEvent.change(field(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(expect.stringContaining('That is not an order number.')));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('The order could not be tracked.')).not.toBeInTheDocument();
    // Typing again clears it.
    fireEvent.change(field(), { target: { value: 'SQ-1' } });
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  test('a failure other than not found offers Try again, which asks again', async () => {
    let fail = true;
    const server = serve({ orderTrack: () => (fail ? 'network' : tracked) });
    renderAt('/order-tracking?order=SQ-100042');
    expect(await screen.findByRole('heading', { name: 'The order could not be tracked.' })).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(server.sent('orderTrack')).toHaveLength(2));
    expect(await screen.findByRole('region', { name: /SQ-100042/ })).toBeInTheDocument();
  });
});
