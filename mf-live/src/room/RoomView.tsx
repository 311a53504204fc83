import { useRef, type ReactNode } from 'react';
import { Badge, BRAND, Button, formatDateTime, LiveDot, Spinner } from 'shared-ui';
import type { LiveStream } from 'shared-api';
import { useT } from '../messages';
import type { FeedState } from './feed';
import type { RoomMedia } from './media';
import { PlayerControls, RoomVideo } from './Player';
import { PinnedProducts } from './PinnedProducts';
import { Chat } from './Chat';
import type { Viewer } from './session';
import * as S from './RoomView.styles';

/** A state over the video; `spinner` states let the spinner (role=status) speak instead. */
function StatusPanel({ title, text, children, spinner = false }: { title: string; text?: ReactNode; children?: ReactNode; spinner?: boolean }) {
  return (
    <S.Center role={spinner ? undefined : 'status'}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {children}
    </S.Center>
  );
}

export interface RoomViewProps {
  stream: LiveStream;
  feed: FeedState;
  /** Null when nothing plays: the stream is upcoming or ended. */
  media: RoomMedia | null;
  viewer: Viewer;
}

const listPath = `/${BRAND.slug}-live-shopping`;

/** The room a shopper sees, whichever adapter brings the picture. */
export function RoomView({ stream, feed, media: room, viewer }: RoomViewProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const videoEl = useRef<HTMLVideoElement | null>(null);
  const ended = feed.state === 'ended' || room?.phase === 'ended';
  const upcoming = !ended && feed.state === 'upcoming';
  const playing = !ended && !upcoming && room !== null;
  const phase = room?.phase;

  return (
    <S.Room ref={root} data-testid="live-room" data-phase={ended ? 'ended' : upcoming ? 'upcoming' : (phase ?? 'connecting')}>
      <S.Stage>
        {playing ? <RoomVideo media={room} label={t('room.video', { seller: stream.seller.name })} videoEl={videoEl} /> : null}
        {!playing || phase !== 'playing' ? <S.Poster src={stream.poster} alt="" /> : null}
        <S.Top>
          <S.Heading>
            <S.Avatar aria-hidden="true">{stream.seller.name.slice(0, 1).toUpperCase()}</S.Avatar>
            <S.Titles>
              <h1>{stream.title}</h1>
              <p>{t('room.by', { seller: stream.seller.name })}</p>
            </S.Titles>
          </S.Heading>
          <S.Marks>
            {room?.replay && !ended ? <S.ReplayMark data-testid="replay-mark">{t('room.replay')}</S.ReplayMark> : null}
            {/* A recording is not LIVE: the replay mark says what it is, the viewers are real. */}
            {feed.state === 'live' && !ended && room && !room.replay ? (
              <Badge tone="live" pulse>
                {t('room.live')}
              </Badge>
            ) : null}
            {feed.state === 'live' && !ended ? <S.Viewers>{t('room.viewers', { count: feed.viewerCount })}</S.Viewers> : null}
          </S.Marks>
        </S.Top>
        {ended ? (
          <StatusPanel title={t('room.ended')} text={t('room.endedText')}>
            <S.Back to={listPath}>{t('room.backToList')}</S.Back>
          </StatusPanel>
        ) : upcoming ? (
          <StatusPanel title={t('room.upcoming')} text={t('room.startsAt', { date: formatDateTime(stream.starts_at) })}>
            <S.Back to={listPath}>{t('room.backToList')}</S.Back>
          </StatusPanel>
        ) : phase === 'connecting' || phase === undefined ? (
          <StatusPanel title={t('room.connecting')} spinner>
            <Spinner size="lg" inheritColor label={t('room.connecting')} />
          </StatusPanel>
        ) : phase === 'waiting' ? (
          <StatusPanel title={t('room.waiting')}>
            <LiveDot />
          </StatusPanel>
        ) : phase === 'reconnecting' ? (
          <StatusPanel title={t('room.reconnecting')} spinner>
            <Spinner size="lg" inheritColor label={t('room.reconnecting')} />
          </StatusPanel>
        ) : phase === 'failed' ? (
          <S.Center role="alert">
            <h2>{t('room.failed')}</h2>
            <Button onClick={() => room?.retry()}>{t('room.tryAgain')}</Button>
          </S.Center>
        ) : phase === 'notSetUp' ? (
          <S.Center role="status">
            <h2>{t('room.notSetUp')}</h2>
          </S.Center>
        ) : null}
        {playing && phase !== 'failed' && phase !== 'notSetUp' ? (
          <S.ControlsSpot>
            <PlayerControls media={room} videoEl={videoEl} room={root} />
          </S.ControlsSpot>
        ) : null}
        {room && room.reactions.length > 0 ? (
          <S.Floating aria-hidden="true">
            {room.reactions.map((r) => (
              <span key={r.key}>{r.emoji}</span>
            ))}
          </S.Floating>
        ) : null}
      </S.Stage>
      <S.Side>
        <S.Panel>
          <PinnedProducts products={feed.products} />
        </S.Panel>
        <S.Panel>
          <Chat
            media={room ?? { messages: feed.messages, sendChat: async () => undefined, react: async () => undefined }}
            loggedIn={viewer.loggedIn}
            canWrite={playing}
          />
        </S.Panel>
      </S.Side>
    </S.Room>
  );
}
