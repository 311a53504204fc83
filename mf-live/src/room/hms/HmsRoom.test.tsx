import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from 'shared-api';
import { setLanguage } from 'shared-ui';
import HmsRoom from './HmsRoom';
import { stubbedHms } from './fakeTransport';
import { RoomView } from '../RoomView';
import { initialFeed } from '../feed';
import { aStream } from '../testing/streams';
import { businessError, pageApi, serve } from '../../list/fakeApi';
import { roomEn } from '../texts';

const stream = aStream();
const video = { kind: 'hms' as const, room_id: 'room-1' };

function renderRoom(fake: ReturnType<typeof stubbedHms>, { loggedIn = true } = {}) {
  const feed = initialFeed(stream);
  const viewer = { loggedIn, name: loggedIn ? 'Amina' : 'Guest' };
  return render(
    <MemoryRouter initialEntries={['/suuq-live-shopping/3']}>
      <HmsRoom stream={stream} video={video} feed={feed} userName={viewer.name} loggedIn={loggedIn} createStore={() => fake.hms}>
        {(media) => <RoomView stream={stream} feed={feed} media={media} viewer={viewer} />}
      </HmsRoom>
    </MemoryRouter>,
  );
}

const phase = () => screen.getByTestId('live-room').getAttribute('data-phase');
let tokenCalls: unknown[][];

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  tokenCalls = [];
  jest.spyOn(api, 'call').mockImplementation((async (call: { name?: string }, params: unknown) => {
    tokenCalls.push([call.name, params, (call as { auth?: boolean }).auth]);
    return { status: 'success', token: 'viewer-token', room_id: 'room-1', expires_at: '2026-11-24T12:00:00Z' };
  }) as never);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  // The SDK's store times each batch of its updates on the console (console.time 'timed-<name>'),
  // a developer's aid of the SDK's own: kept out of the test's output, any other timing printed.
  const timeEnd = console.timeEnd.bind(console);
  jest.spyOn(console, 'timeEnd').mockImplementation((label?: string) => {
    if (!label?.startsWith('timed-')) timeEnd(label);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the 100ms room against the SDK store (transport stubbed at HMSSdk)', () => {
  it('connecting: asks our server for a viewer token, joins with it and the shopper\'s name, and says it is connecting', async () => {
    const fake = stubbedHms();
    renderRoom(fake);
    expect(phase()).toBe('connecting');
    expect(screen.getAllByText('Connecting to the live stream…').length).toBeGreaterThan(0);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    expect(tokenCalls).toEqual([['liveToken', { stream_id: 3, role: 'viewer' }, true]]);
    expect(fake.joins[0]).toMatchObject({ userName: 'Amina', authToken: 'viewer-token' });
    expect(phase()).toBe('connecting');
  });

  it('a guest asks for the token without a bearer and joins as Guest', async () => {
    const fake = stubbedHms();
    renderRoom(fake, { loggedIn: false });
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    expect(tokenCalls[0]?.[2]).toBe(false);
    expect(fake.joins[0]?.userName).toBe('Guest');
  });

  it('joined with the seller in the room: the seller\'s video track is attached to the room\'s <video> and shown', async () => {
    const fake = stubbedHms();
    const attach = jest.spyOn(fake.hms.getActions(), 'attachVideo');
    renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));
    const videoEl = screen.getByTestId('live-video');
    expect(videoEl).toBeVisible();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByTestId('replay-mark')).not.toBeInTheDocument();
    await waitFor(() => expect(attach).toHaveBeenCalledWith('seller-1-video', videoEl));
    // jsdom plays nothing, so the element reports paused: the control offers Play, and it is live.
    expect(screen.getByRole('button', { name: /^(Play|Pause)$/ })).toBeEnabled();
    expect(screen.queryByText('Connecting to the live stream…')).not.toBeInTheDocument();
  });

  it('peer left: when the seller leaves the room shows it is waiting for the seller, and plays again when they return', async () => {
    const fake = stubbedHms();
    renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));
    act(() => fake.sellerLeaves());
    await waitFor(() => expect(phase()).toBe('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the seller to come back…');
    expect(screen.getByTestId('live-video')).not.toBeVisible();
    act(() => fake.sellerReturns());
    await waitFor(() => expect(phase()).toBe('playing'));
  });

  it('stream ended: the room-ended notification shows the ended state, the link back to the list and the products', async () => {
    const fake = stubbedHms();
    renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));
    act(() => fake.roomEnded());
    await waitFor(() => expect(phase()).toBe('ended'));
    expect(screen.getByText('This live stream has ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all live streams' })).toHaveAttribute('href', '/suuq-live-shopping');
    expect(screen.getByRole('button', { name: 'Add to Cart: Shaah Kenya 500g' })).toBeEnabled();
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
  });

  it('reconnect: reconnecting shows it is reconnecting, reconnected plays again', async () => {
    const fake = stubbedHms();
    renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));
    act(() => fake.reconnecting());
    await waitFor(() => expect(phase()).toBe('reconnecting'));
    expect(screen.getAllByText('Connection lost. Reconnecting…').length).toBeGreaterThan(0);
    act(() => fake.reconnected());
    await waitFor(() => expect(phase()).toBe('playing'));
  });

  it('a refused token is the failed state; Try again asks again and joins', async () => {
    const fake = stubbedHms();
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (api.call as jest.Mock).mockRejectedValueOnce(new Error('refused'));
    renderRoom(fake);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(phase()).toBe('failed');
    // Told to whoever reads the console (an operator, a bug report), not only shown.
    expect(warned).toHaveBeenCalledWith('[suuq] could not join the live room', expect.objectContaining({ message: 'refused' }));
    expect(fake.joins).toHaveLength(0);
    fireEvent.click(retry);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));
  });

  it("the server's 409 live_not_configured (no live video set up on this shop) says so, with no Try again, and joins nothing", async () => {
    // The real client decoding the server's answer, as the page gets it.
    const server = serve({
      liveToken: () => businessError(409, 'Live video is not set up on this shop (no 100ms credentials): the room plays the recording instead.', 'live_not_configured'),
    });
    (api.call as jest.Mock).mockImplementation(pageApi.call as never);
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = stubbedHms();
    renderRoom(fake);
    await waitFor(() => expect(phase()).toBe('notSetUp'));
    expect(warned).toHaveBeenCalledWith('[suuq] could not join the live room', expect.objectContaining({ code: 'live_not_configured' }));
    expect(screen.getByRole('status')).toHaveTextContent(roomEn['room.notSetUp']);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fake.joins).toHaveLength(0);
    expect(server.sent('liveToken')).toHaveLength(1);
  });

  it('chat and reactions travel as broadcast messages: sent with types chat / reaction, received into the chat list', async () => {
    const fake = stubbedHms();
    renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    await waitFor(() => expect(phase()).toBe('playing'));

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Is the tea fresh?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.sent).toContainEqual({ message: 'Is the tea fresh?', type: 'chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'React 🔥' }));
    await waitFor(() => expect(fake.sent).toContainEqual({ message: JSON.stringify({ emoji: '🔥' }), type: 'reaction' }));

    act(() => fake.message('chat', 'Yes, packed this morning'));
    const chat = screen.getByTestId('live-chat');
    await waitFor(() => expect(chat).toHaveTextContent('Hodan StoreYes, packed this morning'));
    // Newest at the bottom.
    expect(chat.lastElementChild).toHaveTextContent('Yes, packed this morning');
  });

  it('leaves the room when the shopper leaves the page', async () => {
    const fake = stubbedHms();
    const { unmount } = renderRoom(fake);
    await waitFor(() => expect(fake.joins).toHaveLength(1));
    act(() => fake.joined(true));
    unmount();
    await waitFor(() => expect(fake.leave).toHaveBeenCalled());
  });
});
