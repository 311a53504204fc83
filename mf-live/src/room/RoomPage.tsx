/**
 * The live room (`/{product}-live-shopping/:streamId`), a lazy chunk of mf-live. It loads the
 * stream, follows its feed, and plays it through one of two adapters: 100ms (its own chunk, with
 * the SDK, fetched only for a stream whose video is a 100ms room) or the server's replay.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'shared-router';
import { api, isApiError, type LiveStream, type LiveVideo } from 'shared-api';
import { ErrorState, Spinner } from 'shared-ui';
import { usePageTitle } from 'shared-ui/tab-title';
import { PageNotFound, usePreloaded } from 'shared-federation';
import { useT } from '../messages';
import { liveStream } from './calls';
import { isStreamId } from './streamId';
import { useLiveFeed } from './useLiveFeed';
import { useViewer, type Viewer } from './session';
import { ReplayRoom } from './replay/ReplayRoom';
import { RoomView } from './RoomView';
import type { FeedState } from './feed';
import type { RoomAdapterProps, RoomMedia } from './media';

/** The 100ms adapter and the SDK: a chunk of their own, fetched only here. */
const loadHms = () => import(/* webpackChunkName: "live-hms" */ './hms/HmsRoom');

type Load =
  | { status: 'loading' }
  | { status: 'ready'; stream: LiveStream; video: LiveVideo }
  | { status: 'failed' }
  | { status: 'notFound' };

/**
 * What the server's render handed in for the stream (shared-federation's pageData): only a stream
 * that does not exist, as its 404 (mf-live/src/server/render.tsx), so the page hydrates the
 * "Page not found" the server drew and does not ask again. A room that exists is the browser's.
 */
function givenLoad(given: ReturnType<typeof usePreloaded>): Load | null {
  return given && 'error' in given && (given.error as { status?: number }).status === 404 ? { status: 'notFound' } : null;
}

export default function RoomPage() {
  const t = useT();
  const { streamId = '' } = useParams();
  const given = givenLoad(usePreloaded(liveStream.name, streamId));
  const [load, setLoad] = useState<Load>(() => given ?? { status: 'loading' });
  // The first run with a handed-in answer keeps it; another stream or a retry asks.
  const asked = useRef(given === null);
  const [attempt, setAttempt] = useState(0);
  const valid = isStreamId(streamId);

  useEffect(() => {
    if (!valid) return undefined;
    if (!asked.current) {
      asked.current = true;
      return undefined;
    }
    let cancelled = false;
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    api
      .call(liveStream, { id: streamId }, { fresh: attempt > 0 })
      .then(({ stream, video }) => !cancelled && setLoad({ status: 'ready', stream, video }))
      .catch((err: unknown) => {
        if (cancelled) return;
        setLoad(isApiError(err) && err.status === 404 ? { status: 'notFound' } : { status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [streamId, attempt, valid]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The tab names the stream once known (its h1), the live shop while it loads; a stream that is
  // not there: PageNotFound names it.
  usePageTitle(load.status === 'ready' ? load.stream.title : load.status === 'failed' ? t('room.loadFailed') : load.status === 'loading' && valid ? t('title') : null);

  if (!valid || load.status === 'notFound') return <PageNotFound />;
  if (load.status === 'loading') return <Spinner center size="lg" label={t('room.loading')} />;
  if (load.status === 'failed') {
    // The whole page: its title is the page's one h1, as on the room itself and on its not-found page.
    return <ErrorState title={t('room.loadFailed')} titleAs="h1" actionLabel={t('room.tryAgain')} onAction={() => { setLoad({ status: 'loading' }); reload(); }} />;
  }
  return <LiveRoom key={load.stream.id} stream={load.stream} video={load.video} reload={reload} />;
}

function LiveRoom({ stream, video, reload }: { stream: LiveStream; video: LiveVideo; reload: () => void }) {
  const feed = useLiveFeed(stream);
  const viewer = useViewer();
  const live = feed.state === 'live';

  // Went live while open (or the first answer had no picture yet): ask how to watch it now.
  useEffect(() => {
    if (live && video === null) reload();
  }, [live, video, reload]);

  if (!live || video === null) return <RoomView stream={stream} feed={feed} media={null} viewer={viewer} />;
  return <PlayingRoom stream={stream} video={video} feed={feed} viewer={viewer} />;
}

function PlayingRoom({ stream, video, feed, viewer }: { stream: LiveStream; video: Exclude<LiveVideo, null>; feed: FeedState; viewer: Viewer }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error, webpack fetches again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const HmsRoom = useMemo(() => lazy(loadHms), [attempt]);
  const view = (media: RoomMedia) => <RoomView stream={stream} feed={feed} media={media} viewer={viewer} />;
  const common = { stream, feed, userName: viewer.name, loggedIn: viewer.loggedIn, children: view };
  const connecting = view(stillMedia('connecting', feed, () => undefined));
  return (
    <ChunkBoundary key={attempt} fallback={view(stillMedia('failed', feed, () => setAttempt((n) => n + 1)))}>
      {video.kind === 'hms' ? (
        <Suspense fallback={connecting}>
          <HmsRoom {...(common as Omit<RoomAdapterProps<typeof video>, 'video'>)} video={video} />
        </Suspense>
      ) : (
        <ReplayRoom {...common} video={video} />
      )}
    </ChunkBoundary>
  );
}

/** The room while no adapter is there yet (its chunk loading) or when its chunk did not arrive. */
function stillMedia(phase: 'connecting' | 'failed', feed: FeedState, retry: () => void): RoomMedia {
  return {
    phase,
    replay: false,
    videoRef: () => undefined,
    muted: true,
    setMuted: () => undefined,
    messages: feed.messages,
    reactions: [],
    sendChat: async () => undefined,
    react: async () => undefined,
    retry,
  };
}

/** The 100ms chunk could not be fetched (offline, a new deploy): the room's failed state, Try again. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[suuq] the live room could not start', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
