/**
 * The 100ms SDK's own reactive store with its transport stubbed at the SDK's boundary: the
 * HMSSdk instance the store drives (join/leave/messages go to the network there, and it calls the
 * store back through the listener it was given at join). Everything above it — HMSSDKActions,
 * the store, notifications, the selectors and the React hooks — is the real SDK code.
 */
import { HMSLogLevel, HMSReactiveStore } from '@100mslive/react-sdk';

type Listener = Record<string, (...args: unknown[]) => void>;

interface FakeTrack {
  trackId: string;
  type: 'video' | 'audio';
  source: 'regular';
  enabled: boolean;
  peerId: string;
  getMediaTrackSettings(): MediaTrackSettings;
}
interface FakePeer {
  peerId: string;
  name: string;
  role: { name: string };
  isLocal: boolean;
  customerUserId?: string;
  metadata: string;
  joinedAt: Date;
  groups: string[];
  isHandRaised: boolean;
  type: 'regular';
  audioTrack?: FakeTrack;
  videoTrack?: FakeTrack;
  auxiliaryTracks: FakeTrack[];
  isInPreview(): boolean;
}

// The SDK's listener enums (interfaces/update-listener): PEER_JOINED 0, PEER_LEFT 1; TRACK_ADDED 0.
const PEER_JOINED = 0;
const PEER_LEFT = 1;
const TRACK_ADDED = 0;

const track = (peerId: string, type: 'video' | 'audio'): FakeTrack => ({
  trackId: `${peerId}-${type}`,
  type,
  source: 'regular',
  enabled: true,
  peerId,
  getMediaTrackSettings: () => ({}),
});

const peer = (peerId: string, name: string, role: string, isLocal: boolean, withMedia: boolean): FakePeer => ({
  peerId,
  name,
  role: { name: role },
  isLocal,
  metadata: '',
  joinedAt: new Date(),
  groups: [],
  isHandRaised: false,
  type: 'regular',
  videoTrack: withMedia ? track(peerId, 'video') : undefined,
  audioTrack: withMedia ? track(peerId, 'audio') : undefined,
  auxiliaryTracks: [],
  isInPreview: () => false,
});

// jsdom's performance has no marks; the SDK's logger times store syncs with them, as browsers allow.
const perf = performance as Partial<Pick<Performance, 'mark' | 'measure' | 'clearMarks' | 'clearMeasures'>>;
perf.mark ??= (() => undefined) as never;
perf.measure ??= (() => undefined) as never;
perf.clearMarks ??= (() => undefined) as never;
perf.clearMeasures ??= (() => undefined) as never;
// Nor Web Audio, which the SDK's playlist player sets up at join: a silent one.
class SilentAudioContext {
  state = 'suspended';
  destination = {};
  createMediaElementSource = () => ({ connect: () => undefined, disconnect: () => undefined });
  createMediaStreamDestination = () => ({ stream: { getAudioTracks: () => [] } });
  resume = async () => undefined;
  close = async () => undefined;
}
(globalThis as { AudioContext?: unknown }).AudioContext ??= SilentAudioContext;

export function stubbedHms() {
  const hms = new HMSReactiveStore();
  hms.getActions().setLogLevel(HMSLogLevel.NONE);
  const sdk = (hms as unknown as { sdk: Record<string, unknown> }).sdk;
  let listener: Listener | null = null;
  let peers: FakePeer[] = [];
  let messageId = 0;
  const seller = peer('seller-1', 'Hodan Store', 'broadcaster', false, true);

  const joins: Array<{ userName: string; authToken: string }> = [];
  const sent: Array<{ message: string; type?: string }> = [];
  /** Calls back the listener the store gave the SDK at join, as the SDK does on a server event. */
  const on = (name: string, ...args: unknown[]) => {
    const callback = listener?.[name];
    if (!callback) throw new Error(`the room has not joined, or the SDK has no ${name}`);
    callback(...args);
  };

  sdk.join = jest.fn(async (config: { userName: string; authToken: string }, l: Listener) => {
    joins.push(config);
    listener = l;
    // What the SDK's join does before it reaches the network: its store and managers.
    (sdk.initStoreAndManagers as (l: Listener) => void).call(sdk, l);
  });
  sdk.leave = jest.fn(async () => {
    peers = [];
  });
  sdk.getPeers = () => peers;
  sdk.getLocalPeer = () => peers.find((p) => p.isLocal);
  sdk.sendBroadcastMessage = jest.fn(async (message: string, type?: string) => {
    sent.push({ message, type });
    return { message_id: `sent-${++messageId}`, timestamp: new Date() };
  });

  return {
    hms,
    joins,
    sent,
    leave: sdk.leave as jest.Mock,
    /** The server accepted the join: we are in the room (alone, or with the seller). */
    joined(withSeller: boolean) {
      peers = [peer('me', joins[0]?.userName ?? 'me', 'viewer', true, false), ...(withSeller ? [seller] : [])];
      on('onJoin', { id: 'room-1', name: 'live-3', sessionId: 's1', peerCount: peers.length });
    },
    sellerLeaves() {
      peers = peers.filter((p) => p !== seller);
      on('onPeerUpdate', PEER_LEFT, seller);
    },
    sellerReturns() {
      peers = [...peers, seller];
      on('onPeerUpdate', PEER_JOINED, seller);
      on('onTrackUpdate', TRACK_ADDED, seller.videoTrack, seller);
    },
    reconnecting() {
      on('onReconnecting', { code: 4001, action: 'ws', name: 'WebSocketConnectionLost', message: 'lost', description: 'lost', isTerminal: false });
    },
    reconnected() {
      on('onReconnected');
    },
    /** The seller ended the room for everyone. */
    roomEnded() {
      on('onRemovedFromRoom', { roomEnded: true, reason: 'The stream is over', requestedBy: seller });
    },
    message(type: string, message: string, from = seller) {
      on('onMessageReceived', {
        message_id: `in-${++messageId}`,
        peer: { peer_id: from.peerId, info: { name: from.name, user_id: 'u1' }, role: from.role.name },
        info: { message, type },
        timestamp: Date.now(),
      });
    },
  };
}
