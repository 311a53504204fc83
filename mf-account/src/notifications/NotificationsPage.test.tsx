import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import type { Notification } from 'shared-api';
import { act } from '@testing-library/react';
import { renderNotice } from 'shared-api/notification-texts';
import { serve } from '../testing/fakeApi';
import { NotificationsPage } from './NotificationsPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const note = (over: Partial<Notification>): Notification => ({
  id: 1, kind: 'order_status', title: 'Order SQ-100042: Shipped', message: 'Your order SQ-100042 is now on its way.', order_id: 42, read: false,
  created_at: '2026-11-24T08:42:00.000Z', ...over,
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/account/notifications']}>
      <Routes>
        <Route path="/account/notifications" element={<NotificationsPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

describe('/account/notifications', () => {
  const items = [note({ id: 3 }), note({ id: 2, kind: 'wallet_recharge', title: 'Wallet recharged', message: '$20.00 was added to your Suuq wallet.', order_id: null }), note({ id: 1, read: true, title: 'Order SQ-100042: Confirmed' })];

  test('lists unread ones marked New with the unread count; mark one lowers it; mark all clears it', async () => {
    const { sent } = serve({
      notifications: () => ({ notifications: items, unread_count: 2 }),
      notificationRead: (p) => ({ notification: { ...items.find((n) => String(n.id) === p.id)!, read: true }, unread_count: 1 }),
      notificationsMarkAllRead: () => ({ marked: 1, unread_count: 0 }),
    });
    renderPage();
    const count = await screen.findByText('2 unread notifications');
    expect(count).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /Wallet recharged/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View order' })[0]).toHaveAttribute('href', '/account/orders/42');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Wallet recharged' }));
    await waitFor(() => expect(count).toHaveTextContent('1 unread notification'));
    expect(sent('notificationRead')).toEqual([{ id: '2' }]);
    expect(screen.queryByRole('button', { name: 'Mark as read: Wallet recharged' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(count).toHaveTextContent('All read'));
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
    expect(sent('notifications')).toEqual([{ limit: 50 }]);
  });

  test('none yet: says what will appear here', async () => {
    serve({ notifications: () => ({ notifications: [], unread_count: 0 }) });
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  test('a failed load offers Try again', async () => {
    let calls = 0;
    serve({ notifications: () => (++calls === 1 ? 'network' : { notifications: [items[0]!], unread_count: 1 }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
  });

  test('a notification with a message key shows in the page’s language, again after a switch (issue 28)', async () => {
    const params = { order: 'SQ-100042', amount_cents: 1250 };
    const placedNote = note({ id: 9, kind: 'order_placed', title: 'written in Somali', message: 'when it was sent', message_key: 'order_placed', params });
    serve({ notifications: () => ({ notifications: [placedNote, note({ id: 8, kind: 'live_started', title: 'Hodan is live now', message: 'Watch now', order_id: null })], unread_count: 2 }) });
    act(() => setLanguage('so'));
    renderPage();
    const so = renderNotice('order_placed', params, 'so');
    expect(await screen.findByRole('heading', { name: new RegExp(so.title) })).toBeInTheDocument();
    expect(screen.getByText(so.body)).toBeInTheDocument();
    act(() => setLanguage('en'));
    const en = renderNotice('order_placed', params, 'en');
    expect(await screen.findByRole('heading', { name: new RegExp(en.title) })).toBeInTheDocument();
    expect(screen.getByText(en.body)).toBeInTheDocument();
    expect(screen.queryByText(so.body)).not.toBeInTheDocument();
    // Without a key: as the server wrote it.
    expect(screen.getByRole('heading', { name: /Hodan is live now/ })).toBeInTheDocument();
  });
});
