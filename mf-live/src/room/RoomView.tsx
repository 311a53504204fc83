import { useRef, type ReactNode } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { Badge, BRAND, Button, formatDateTime, LiveDot, Spinner, tokens } from 'shared-ui';
import type { LiveStream } from 'shared-api';
import { useT } from '../messages';
import type { FeedState } from './feed';
import type { RoomMedia } from './media';
import { PlayerControls, RoomVideo } from './Player';
import { PinnedProducts } from './PinnedProducts';
import { Chat } from './Chat';
import type { Viewer } from './session';

const { colors, spacing, radii, font, media, shadows } = tokens;

/* Desktop: video left, products and chat right. Phone (portrait): the video fills the screen, products and chat sit over its bottom. */
const Room = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${spacing.lg};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${spacing.lg};
  height: calc(100vh - 96px);
  min-height: 520px;
  &:fullscreen {
    max-width: none;
    height: 100vh;
    background: ${colors.background};
  }
  ${media.mobile} {
    display: block;
    position: relative;
    padding: 0;
    /* Between the shell's header and its bottom bar. */
    height: calc(100dvh - 119px);
    min-height: 460px;
    &:fullscreen {
      height: 100dvh;
    }
  }
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  background: #0b1416;
  border-radius: ${radii.lg};
  min-height: 0;
  ${media.mobile} {
    position: absolute;
    inset: 0;
    border-radius: 0;
  }
`;

const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.45;
`;

const Top = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${spacing.sm};
  padding: ${spacing.md};
  background: linear-gradient(to bottom, rgba(0, 0, 0, 0.6), transparent);
  color: #fff;
  z-index: 2;
  ${media.mobile} {
    flex-direction: column;
    gap: ${spacing.xs};
    padding: ${spacing.sm} ${spacing.md};
  }
`;

const Heading = styled.div`
  display: flex;
  gap: ${spacing.sm};
  align-items: center;
  min-width: 0;
  ${media.mobile} {
    width: 100%;
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.circle};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: ${font.weight.bold};
  border: 2px solid #fff;
`;

const Titles = styled.div`
  min-width: 0;
  & h1 {
    margin: 0;
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.snug};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & p {
    margin: 0;
    font-size: ${font.size.xs};
    opacity: 0.9;
  }
`;

const Marks = styled.div`
  display: flex;
  gap: ${spacing.xs};
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  ${media.mobile} {
    justify-content: flex-start;
    padding-inline-start: 48px;
  }
`;

const Viewers = styled.span`
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  background: rgba(0, 0, 0, 0.5);
  white-space: nowrap;
`;

const ReplayMark = styled.span`
  padding: ${spacing.xxs} ${spacing.sm};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.text};
  white-space: nowrap;
`;

const ControlsSpot = styled.div`
  position: absolute;
  right: ${spacing.md};
  bottom: ${spacing.md};
  z-index: 2;
  ${media.mobile} {
    top: 92px;
    bottom: auto;
    & > div {
      flex-direction: column;
    }
  }
  /* A short phone: one row, clear of the products below. */
  @media (max-width: 767px) and (max-height: 700px) {
    & > div {
      flex-direction: row;
    }
  }
`;

const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${spacing.md};
  padding: ${spacing.xl};
  text-align: center;
  color: #fff;
  /* The state's words stay readable over a busy poster. */
  background: rgba(6, 14, 16, 0.6);
  z-index: 1;
  & h2 {
    margin: 0;
    font-size: ${font.size.xl};
  }
  & p {
    margin: 0;
    max-width: 36ch;
    opacity: 0.9;
  }
  ${media.mobile} {
    justify-content: flex-start;
    padding-top: 30%;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  min-height: 0;
  & > :first-child {
    flex: 3 1 0;
    overflow-y: auto;
  }
  & > :last-child {
    flex: 2 1 0;
    min-height: 220px;
  }
  ${media.mobile} {
    position: absolute;
    inset: auto 0 0 0;
    z-index: 3;
    gap: ${spacing.sm};
    padding: ${spacing.xl} ${spacing.md} ${spacing.md};
    background: linear-gradient(to top, rgba(0, 0, 0, 0.75) 55%, transparent);
    & > :first-child,
    & > :last-child {
      flex: none;
      min-height: 0;
      overflow: visible;
    }
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  min-height: 0;
  padding: ${spacing.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  ${media.mobile} {
    padding: 0;
    background: transparent;
    border: none;
    box-shadow: none;
  }
`;

const Floating = styled.div`
  position: absolute;
  right: ${spacing.md};
  bottom: 72px;
  display: flex;
  flex-direction: column-reverse;
  gap: ${spacing.xxs};
  font-size: 24px;
  pointer-events: none;
  z-index: 2;
  ${media.mobile} {
    bottom: auto;
    top: 40%;
  }
`;

const Back = styled(Link)`
  color: #fff;
  font-weight: ${font.weight.semibold};
`;

/** A state over the video; `spinner` states let the spinner (role=status) speak instead. */
function StatusPanel({ title, text, children, spinner = false }: { title: string; text?: ReactNode; children?: ReactNode; spinner?: boolean }) {
  return (
    <Center role={spinner ? undefined : 'status'}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {children}
    </Center>
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
    <Room ref={root} data-testid="live-room" data-phase={ended ? 'ended' : upcoming ? 'upcoming' : (phase ?? 'connecting')}>
      <Stage>
        {playing ? <RoomVideo media={room} label={t('room.video', { seller: stream.seller.name })} videoEl={videoEl} /> : null}
        {!playing || phase !== 'playing' ? <Poster src={stream.poster} alt="" /> : null}
        <Top>
          <Heading>
            <Avatar aria-hidden="true">{stream.seller.name.slice(0, 1).toUpperCase()}</Avatar>
            <Titles>
              <h1>{stream.title}</h1>
              <p>{t('room.by', { seller: stream.seller.name })}</p>
            </Titles>
          </Heading>
          <Marks>
            {room?.replay && !ended ? <ReplayMark data-testid="replay-mark">{t('room.replay')}</ReplayMark> : null}
            {/* A recording is not LIVE: the replay mark says what it is, the viewers are real. */}
            {feed.state === 'live' && !ended && room && !room.replay ? (
              <Badge tone="live" pulse>
                {t('room.live')}
              </Badge>
            ) : null}
            {feed.state === 'live' && !ended ? <Viewers>{t('room.viewers', { count: feed.viewerCount })}</Viewers> : null}
          </Marks>
        </Top>
        {ended ? (
          <StatusPanel title={t('room.ended')} text={t('room.endedText')}>
            <Back to={listPath}>{t('room.backToList')}</Back>
          </StatusPanel>
        ) : upcoming ? (
          <StatusPanel title={t('room.upcoming')} text={t('room.startsAt', { date: formatDateTime(stream.starts_at) })}>
            <Back to={listPath}>{t('room.backToList')}</Back>
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
          <Center role="alert">
            <h2>{t('room.failed')}</h2>
            <Button onClick={() => room?.retry()}>{t('room.tryAgain')}</Button>
          </Center>
        ) : phase === 'notSetUp' ? (
          <Center role="status">
            <h2>{t('room.notSetUp')}</h2>
          </Center>
        ) : null}
        {playing && phase !== 'failed' && phase !== 'notSetUp' ? (
          <ControlsSpot>
            <PlayerControls media={room} videoEl={videoEl} room={root} />
          </ControlsSpot>
        ) : null}
        {room && room.reactions.length > 0 ? (
          <Floating aria-hidden="true">
            {room.reactions.map((r) => (
              <span key={r.key}>{r.emoji}</span>
            ))}
          </Floating>
        ) : null}
      </Stage>
      <Side>
        <Panel>
          <PinnedProducts products={feed.products} />
        </Panel>
        <Panel>
          <Chat
            media={room ?? { messages: feed.messages, sendChat: async () => undefined, react: async () => undefined }}
            loggedIn={viewer.loggedIn}
            canWrite={playing}
          />
        </Panel>
      </Side>
    </Room>
  );
}
