import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, ApiError } from 'shared-api';
import { explain, resetBusForTests, type PayloadOf } from 'shared-events';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { dataKey, PreloadedData, type Preloaded } from 'shared-federation/server';
import { setLanguage } from 'shared-ui';
import RoomPage from './RoomPage';
import { FakeEventSource } from './testing/fakeEventSource';
import { aProduct, aStream } from './testing/streams';

const replay = { kind: 'replay' as const, url: '/api/live/streams/3/replay', recorded_at: '2026-11-20T10:00:00.000Z' };
let sentCalls: Array<[string | undefined, unknown]>;

function serve(stream = aStream(), video: unknown = replay) {
  sentCalls = [];
  jest.spyOn(api, 'call').mockImplementation((async (call: { name?: string }, params: unknown) => {
    sentCalls.push([call.name, params]);
    if (call.name === 'liveStream') return { status: 'success', stream, video };
    if (call.name === 'liveChatSend') {
      return { status: 'success', message: { id: 'mine', author: 'Amina', text: (params as { text: string }).text, sent_at: '2026-11-24T09:01:00Z' } };
    }
    return { status: 'success' };
  }) as never);
}

const renderRoom = (path = '/suuq-live-shopping/3', given: Preloaded = new Map()) =>
  render(
    <PreloadedData data={given}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/suuq-live-shopping/:streamId" element={<RoomPage />} />
        </Routes>
      </MemoryRouter>
    </PreloadedData>,
  );

const logIn = () =>
  resetBusForTests().publish('session:changed', { loggedIn: true, user: { id: 4, name: 'Amina Yusuf', role: 'customer' }, token: 't' });
const logOut = () => resetBusForTests().publish('session:changed', { loggedIn: false, user: null, token: null });

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue();
});
afterEach(() => jest.restoreAllMocks());

async function openReplayRoom() {
  renderRoom();
  await screen.findByTestId('live-room');
  const video = screen.getByTestId('live-video') as HTMLVideoElement;
  act(() => void video.dispatchEvent(new Event('loadeddata')));
  await waitFor(() => expect(screen.getByTestId('live-room')).toHaveAttribute('data-phase', 'playing'));
  return video;
}

describe('the replay room', () => {
  it('plays the recording in the room\'s <video> and says clearly it is a replay', async () => {
    logIn();
    serve();
    const video = await openReplayRoom();
    expect(video.getAttribute('src')).toBe('/api/live/streams/3/replay');
    expect(screen.getByTestId('replay-mark')).toHaveTextContent(/^Replay$/);
    // A recording is never marked LIVE.
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Morning market: tea and spices');
    // The tab names the stream, as its h1 does.
    expect(document.title).toBe('Morning market: tea and spices · Suuq');
    expect(screen.getByText('12 watching')).toBeInTheDocument();
  });

  it('follows the feed on the API\'s URL: a pins event replaces the products, viewers update', async () => {
    logIn();
    serve();
    await openReplayRoom();
    const feed = FakeEventSource.latest();
    expect(feed.url).toBe('/api/live/streams/3/feed');
    act(() => feed.send({ type: 'pins', products: [aProduct({ product_id: 8, name: 'Uunsi Carfi', slug: 'uunsi', price: 12, old_price: null })] }));
    expect(screen.getByRole('link', { name: 'Uunsi Carfi' })).toHaveAttribute('href', '/product/uunsi');
    expect(screen.queryByText('Shaah Kenya 500g')).not.toBeInTheDocument();
    act(() => feed.send({ type: 'viewers', viewer_count: 31 }));
    expect(screen.getByText('31 watching')).toBeInTheDocument();
  });

  it('a bad feed event is dropped and the room goes on', async () => {
    logIn();
    serve();
    await openReplayRoom();
    const feed = FakeEventSource.latest();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => feed.send('{"type":"pins","products":"none"}'));
    act(() => feed.send('not json'));
    expect(screen.getByText('Shaah Kenya 500g')).toBeInTheDocument();
    act(() => feed.send({ type: 'viewers', viewer_count: 2 }));
    expect(screen.getByText('2 watching')).toBeInTheDocument();
  });

  it('state → ended: the ended state with the link back, the products still there, the video gone', async () => {
    logIn();
    serve();
    await openReplayRoom();
    act(() => FakeEventSource.latest().send({ type: 'state', state: 'ended' }));
    expect(screen.getByTestId('live-room')).toHaveAttribute('data-phase', 'ended');
    expect(screen.getByText('This live stream has ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all live streams' })).toHaveAttribute('href', '/suuq-live-shopping');
    expect(screen.getByText('Shaah Kenya 500g')).toBeInTheDocument();
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
    // Nobody can write any more: the empty chat no longer invites a hello.
    expect(screen.getByText('No messages.')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Say hello!')).not.toBeInTheDocument();
  });

  it('chat: sent with liveChatSend, shown when the feed brings it, newest at the bottom; reactions with liveReact', async () => {
    logIn();
    serve();
    await openReplayRoom();
    const feed = FakeEventSource.latest();
    act(() => feed.send({ type: 'chat', message: { id: 'c1', author: 'Hodan', text: 'Welcome all', sent_at: '2026-11-24T09:00:00Z' } }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  How much is the tea?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentCalls).toContainEqual(['liveChatSend', { id: '3', text: 'How much is the tea?' }]));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    act(() => feed.send({ type: 'chat', message: { id: 'mine', author: 'Amina', text: 'How much is the tea?', sent_at: '2026-11-24T09:01:00Z' } }));
    const chat = screen.getByTestId('live-chat');
    expect(chat).toHaveAttribute('aria-live', 'polite');
    expect(within(chat).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HodanWelcome all', 'AminaHow much is the tea?']);
    fireEvent.click(screen.getByRole('button', { name: 'React ❤️' }));
    await waitFor(() => expect(sentCalls).toContainEqual(['liveReact', { id: '3', emoji: '❤️' }]));
  });

  it('a video that cannot play is the failed state; Try again loads it again', async () => {
    logIn();
    serve();
    renderRoom();
    const video = (await screen.findByTestId('live-video')) as HTMLVideoElement;
    act(() => void video.dispatchEvent(new Event('error')));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('live-room')).toHaveAttribute('data-phase', 'connecting');
    act(() => void (screen.getByTestId('live-video') as HTMLVideoElement).dispatchEvent(new Event('loadeddata')));
    await waitFor(() => expect(screen.getByTestId('live-room')).toHaveAttribute('data-phase', 'playing'));
  });
});

describe('Add to Cart in the room', () => {
  it('sends cart:add on the bus as mf-catalogue\'s product card does (a v2 payload the cart owner accepts)', async () => {
    logIn();
    serve();
    const bus = resetBusForTests();
    bus.publish('session:changed', { loggedIn: true, user: { id: 4, name: 'Amina', role: 'customer' }, token: 't' });
    const received: CartAddV2[] = [];
    bus.handle(cartAddV2, (payload) => {
      received.push(payload);
      return { ok: true };
    });
    await openReplayRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Shaah Kenya 500g' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      line: { product_id: 7, name: 'Shaah Kenya 500g', price: 4.5, image: '/api/product-image/7', quantity: 1, slug: 'shaah-kenya-500g' },
    });
    expect(explain(cartAddV2.payload, received[0])).toBeNull();
    // The shopper stays in the room.
    expect(screen.getByTestId('live-room')).toBeInTheDocument();
  });

  it('with no cart owner on the page, says the cart is unavailable instead of losing the tap', async () => {
    logIn();
    serve();
    const bus = resetBusForTests();
    const toasts: PayloadOf<'toast:show'>[] = [];
    bus.on('toast:show').subscribe((t) => toasts.push(t));
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await openReplayRoom();
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Shaah Kenya 500g' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6000);
      });
      expect(toasts).toContainEqual({ kind: 'error', message: 'The cart is not available right now. Please try again in a moment.' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('an out-of-stock pin cannot be added', async () => {
    logIn();
    serve(aStream({ products: [aProduct({ in_stock: false })] }));
    await openReplayRoom();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});

describe('logged out', () => {
  it('the chat is read-only with Log in to chat, which asks the shell for the login popup with the way back', async () => {
    logOut();
    serve();
    const bus = resetBusForTests();
    bus.publish('session:changed', { loggedIn: false, user: null, token: null });
    const auth: PayloadOf<'auth:required'>[] = [];
    bus.on('auth:required').subscribe((a) => auth.push(a));
    await openReplayRoom();
    act(() => FakeEventSource.latest().send({ type: 'chat', message: { id: 'c1', author: 'Hodan', text: 'Welcome all', sent_at: '2026-11-24T09:00:00Z' } }));
    expect(screen.getByTestId('live-chat')).toHaveTextContent('Welcome all');
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^React/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to chat' }));
    expect(auth).toEqual([{ returnTo: '/suuq-live-shopping/3' }]);
  });
});

describe('other states', () => {
  it('an upcoming stream says when it starts and shows its products, with no video', async () => {
    logIn();
    serve(aStream({ state: 'upcoming', starts_at: '2026-11-25T15:00:00.000Z', viewer_count: 0 }), null);
    renderRoom();
    expect(await screen.findByText('This live stream has not started yet')).toBeInTheDocument();
    expect(screen.getByText(/^Starts 25 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Shaah Kenya 500g')).toBeInTheDocument();
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
  });

  it("a stream that could not be loaded is the page (its failure the page's one h1) and offers Try again, which asks again", async () => {
    logIn();
    serve();
    (api.call as jest.Mock).mockRejectedValueOnce(new Error('offline'));
    renderRoom();
    expect(await screen.findAllByRole('heading', { level: 1 })).toEqual([screen.getByText('The live stream could not be loaded.')]);
    expect(document.title).toBe('The live stream could not be loaded. · Suuq');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('live-room')).toBeInTheDocument();
    const asked = (api.call as jest.Mock).mock.calls.filter(([call]) => (call as { name?: string }).name === 'liveStream');
    expect(asked).toHaveLength(2);
  });

  const notFound = () => screen.findByRole('heading', { level: 1, name: 'Page not found' });
  const streamsAsked = () => sentCalls.filter(([name]) => name === 'liveStream');

  it('a stream that does not exist (404) is the page\'s "Page not found", with the link home', async () => {
    serve();
    (api.call as jest.Mock).mockRejectedValueOnce(new ApiError('business', 'Live stream not found', 404, 'not_found'));
    renderRoom('/suuq-live-shopping/99');
    expect(await notFound()).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Suuq');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(['0', '012', 'abc', '1234567890'])('"%s" is no stream id: "Page not found" with no call', async (id) => {
    serve();
    renderRoom(`/suuq-live-shopping/${id}`);
    expect(await notFound()).toBeInTheDocument();
    await act(async () => undefined);
    expect(streamsAsked()).toEqual([]);
  });

  it("a 404 the server's render handed in is the first render's \"Page not found\" (hydrated as drawn), not asked again", async () => {
    serve();
    const failure = { message: 'Live stream not found', kind: 'business', status: 404, code: 'not_found' };
    renderRoom('/suuq-live-shopping/99', new Map([[dataKey('liveStream', '99'), { error: failure }]]));
    // On the first render, with no wait: the tree the browser hydrates is the one the server drew.
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(streamsAsked()).toEqual([]);
  });

  it('a handed-in answer for another stream, or a failure other than 404, is not taken: the room asks', async () => {
    serve();
    const elsewhere = new Map([
      [dataKey('liveStream', '4'), { error: { message: 'gone', status: 404 } }],
      [dataKey('liveStream', '3'), { error: { message: 'down', status: 503 } }],
    ]);
    renderRoom('/suuq-live-shopping/3', elsewhere);
    expect(await screen.findByTestId('live-room')).toBeInTheDocument();
    expect(streamsAsked()).toEqual([['liveStream', { id: '3' }]]);
  });
});
