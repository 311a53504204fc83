import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import type { LiveStream } from 'shared-api';
import { businessError, serve } from './fakeApi';
import { LIST_REFRESH_MS, LiveListPage } from './LiveListPage';
import { forgetWantedReminder } from './useReminders';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('./fakeApi').pageApi }));

const product = (id: number, position: number, price = 4.5) => ({
  product_id: id, name: `Product ${id}`, slug: `product-${id}`, price, old_price: null, image: `/img/${id}.jpg`, in_stock: true, position,
});
const stream = (over: Partial<LiveStream> = {}): LiveStream => ({
  id: 1, title: 'Dirac and garbasaar', description: 'New cloth from Hamar Weyne', seller: { id: 3, name: 'Hodan Fashion' },
  state: 'live', starts_at: '2026-11-24T09:00:00.000Z', ended_at: null, viewer_count: 1240, poster: '/posters/1.jpg',
  products: [product(11, 2, 12), product(10, 1, 4.5)], ...over,
});
const upcoming = (over: Partial<LiveStream> = {}) =>
  stream({ id: 7, title: 'Kitchen week', state: 'upcoming', viewer_count: 0, starts_at: '2026-11-25T15:30:00.000Z', seller: { id: 4, name: 'Xamar Home' }, products: [product(20, 1, 9.99)], ...over });

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/suuq-live-shopping']}>
      <Routes>
        <Route path="/suuq-live-shopping" element={<LiveListPage />} />
        <Route path="/suuq-live-shopping/:id" element={<p>room page</p>} />
      </Routes>
    </MemoryRouter>,
  );
const logIn = () =>
  act(() => getBus().publish('session:changed', { loggedIn: true, token: 't', user: { id: 5, name: 'Hodan', phone: '+252611234567', role: 'customer' } }));
const toasts = () => {
  const seen: { kind: string; message: string }[] = [];
  getBus().on('toast:show').subscribe((toast) => seen.push(toast));
  return seen;
};

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  resetBusForTests();
  forgetWantedReminder();
});

describe('/suuq-live-shopping', () => {
  test('live now and coming up: LIVE, viewers, title, seller, pinned products with prices in order, start time; a card opens its room', async () => {
    serve({ liveStreams: () => ({ status: 'success', live: [stream()], upcoming: [upcoming()] }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Live shopping' })).toBeInTheDocument();
    expect(document.title).toBe('Live shopping · Suuq');
    const liveNow = await screen.findByRole('region', { name: 'Live now' });
    const card = within(liveNow).getByRole('article', { name: 'Dirac and garbasaar' });
    expect(within(card).getByText('LIVE')).toBeInTheDocument();
    expect(within(card).getByText('1,240 watching')).toBeInTheDocument();
    expect(within(card).getByText('by Hodan Fashion')).toBeInTheDocument();
    const products = within(card).getByRole('list', { name: 'Products in this stream' });
    expect(within(products).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Product 10', 'Product 11']);
    expect(products).toHaveTextContent('$4.50$12.00');

    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    const next = within(comingUp).getByRole('article', { name: 'Kitchen week' });
    expect(within(next).getByText(/^Starts/)).toHaveTextContent(/Starts 25 Nov 2026, \d\d:30/);
    expect(within(next).getByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Live now', 'Coming up']);

    fireEvent.click(within(card).getByRole('link', { name: 'Dirac and garbasaar' }));
    expect(await screen.findByText('room page')).toBeInTheDocument();
  });

  test('more than four products: three pictures and how many more, in four tiles', async () => {
    const many = [1, 2, 3, 4, 5, 6].map((n) => product(100 + n, n));
    serve({ liveStreams: () => ({ status: 'success', live: [stream({ products: many })], upcoming: [] }) });
    renderPage();
    const products = await screen.findByRole('list', { name: 'Products in this stream' });
    expect(within(products).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Product 101', 'Product 102', 'Product 103']);
    expect(products).toHaveTextContent('+3 more');
  });

  test('nobody live: says so and still shows what is coming up', async () => {
    serve({ liveStreams: () => ({ status: 'success', live: [], upcoming: [upcoming()] }) });
    renderPage();
    const liveNow = await screen.findByRole('region', { name: 'Live now' });
    expect(liveNow).toHaveTextContent('Nobody is live right now');
    expect(within(liveNow).queryByRole('article')).toBeNull();
    expect(screen.getByRole('article', { name: 'Kitchen week' })).toBeInTheDocument();
  });

  test('loading shows a busy skeleton with a status; a failure shows the error, and Try again loads the list', async () => {
    let fail = true;
    const server = serve({ liveStreams: () => (fail ? 'network' : { status: 'success', live: [stream()], upcoming: [] }) });
    renderPage();
    expect(screen.getByTestId('live-list-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading live streams…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the live streams');
    expect(screen.queryByTestId('live-list-loading')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dirac and garbasaar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.sent('liveStreams')).toHaveLength(2);
  });

  test('Somali: the headings in the shop\'s mix', async () => {
    setLanguage('so');
    try {
      serve({ liveStreams: () => ({ status: 'success', live: [], upcoming: [upcoming()] }) });
      renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Hadda toos — Live now' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'I xasuusi — Remind me' })).toBeInTheDocument();
      expect(screen.getByText(/^Wuxuu bilaabanayaa/)).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

describe('reminders', () => {
  test('logged in: the set reminders show as set; Remind me sets one, Reminder set clears it', async () => {
    const second = upcoming({ id: 8, title: 'Perfume hour' });
    const server = serve({
      liveStreams: () => ({ status: 'success', live: [], upcoming: [upcoming(), second] }),
      liveReminders: () => ({ status: 'success', stream_ids: [8] }),
      liveReminderSet: (p) => ({ status: 'success', reminder_set: p.on as boolean, message: 'ok' }),
    });
    const seen = toasts();
    logIn();
    renderPage();
    const perfume = await screen.findByRole('article', { name: 'Perfume hour' });
    await waitFor(() => expect(within(perfume).getByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true'));
    const kitchen = screen.getByRole('article', { name: 'Kitchen week' });
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(within(kitchen).getByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true'));
    expect(server.sent('liveReminderSet')).toEqual([{ id: '7', on: true }]);
    expect(seen.at(-1)).toEqual({ kind: 'success', message: 'We will tell you when “Kitchen week” goes live.' });

    fireEvent.click(within(perfume).getByRole('button', { name: 'Reminder set' }));
    await waitFor(() => expect(within(perfume).getByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false'));
    expect(server.sent('liveReminderSet').at(-1)).toEqual({ id: '8', on: false });
  });

  test('logged in, refused: the server\'s reason in an error toast and the button unchanged', async () => {
    serve({
      liveStreams: () => ({ status: 'success', live: [], upcoming: [upcoming()] }),
      liveReminders: () => ({ status: 'success', stream_ids: [] }),
      liveReminderSet: () => businessError(400, 'This stream has already started'),
    });
    const seen = toasts();
    logIn();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Remind me' });
    fireEvent.click(button);
    await waitFor(() => expect(seen.at(-1)).toEqual({ kind: 'error', message: 'This stream has already started' }));
    expect(screen.getByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('logged out: Remind me asks the shell for the login popup with the way back, sends nothing, and sets the reminder once logged in', async () => {
    const server = serve({
      liveStreams: () => ({ status: 'success', live: [], upcoming: [upcoming()] }),
      liveReminders: () => ({ status: 'success', stream_ids: [] }),
      liveReminderSet: (p) => ({ status: 'success', reminder_set: p.on as boolean, message: 'ok' }),
    });
    const asked: unknown[] = [];
    getBus().on('auth:required').subscribe((p) => asked.push(p));
    const seen = toasts();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(asked).toEqual([{ returnTo: '/suuq-live-shopping' }]);
    expect(seen).toEqual([{ kind: 'info', message: 'Please log in to get a reminder.' }]);
    expect(server.sent('liveReminderSet')).toEqual([]);
    expect(server.sent('liveReminders')).toEqual([]);

    logIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true'));
    expect(server.sent('liveReminderSet')).toEqual([{ id: '7', on: true }]);
  });

  test('while on screen the list asks again every 30 s: viewer counts move, and a failed refresh keeps what is shown', async () => {
    jest.useFakeTimers();
    try {
      let viewers = 12;
      let down = false;
      serve({ liveStreams: () => (down ? 'network' : { status: 'success', live: [stream({ viewer_count: viewers })], upcoming: [] }) });
      renderPage();
      expect(await screen.findByText('12 watching')).toBeInTheDocument();
      viewers = 40;
      await act(async () => {
        jest.advanceTimersByTime(LIST_REFRESH_MS);
      });
      expect(await screen.findByText('40 watching')).toBeInTheDocument();
      down = true;
      await act(async () => {
        jest.advanceTimersByTime(LIST_REFRESH_MS);
      });
      expect(screen.getByText('40 watching')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
