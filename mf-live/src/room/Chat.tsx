import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'shared-router';
import styled from 'styled-components';
import { Button, IconButton, tokens } from 'shared-ui';
import { LIVE_CHAT_MAX, LIVE_REACTIONS } from 'shared-api';
import { useT } from '../messages';
import { askToLogIn } from './cart';
import type { RoomMedia } from './media';

const { colors, spacing, radii, font, media } = tokens;

const Root = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${spacing.sm};
  min-height: 0;
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${spacing.xs};
  overflow-y: auto;
  min-height: 0;
  flex: 1;
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.snug};
  ${media.mobile} {
    max-height: 22vh;
    color: #fff;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.9);
    /* Older messages fade out towards the video above. */
    mask-image: linear-gradient(to bottom, transparent, #000 30%);
  }
`;

const Author = styled.span`
  font-weight: ${font.weight.bold};
  margin-inline-end: ${spacing.xs};
`;

const Quiet = styled.li`
  color: ${colors.textMuted};
  ${media.mobile} {
    color: rgba(255, 255, 255, 0.85);
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${spacing.xs};
  align-items: center;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 ${spacing.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  font: inherit;
  font-size: ${font.size.sm};
  background: ${colors.surface};
  color: ${colors.text};
`;

const ReactionRow = styled.div`
  display: flex;
  gap: ${spacing.xxs};
  flex-wrap: wrap;
  & > button {
    font-size: 18px;
    background: ${colors.surfaceMuted};
  }
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    & > button {
      background: rgba(0, 0, 0, 0.45);
    }
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: ${font.size.sm};
  ${media.mobile} {
    color: #fff;
    background: ${colors.danger};
    padding: ${spacing.xxs} ${spacing.sm};
    border-radius: ${radii.sm};
  }
`;

const LoginRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
  flex-wrap: wrap;
  font-size: ${font.size.sm};
  color: ${colors.textMuted};
  ${media.mobile} {
    color: #fff;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${font.size.md};
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

/**
 * The room's chat, newest at the bottom (a polite live region: new messages are read out without
 * interrupting). Logged-in shoppers write and react; logged out it is read-only with 'Log in to chat'.
 */
export function Chat({ media: room, loggedIn, canWrite }: { media: Pick<RoomMedia, 'messages' | 'sendChat' | 'react'>; loggedIn: boolean; canWrite: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const list = useRef<HTMLOListElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [room.messages]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      await room.sendChat(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('room.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Root aria-labelledby="live-chat-title">
      <Title id="live-chat-title">{t('room.chat')}</Title>
      <Messages ref={list} aria-live="polite" aria-relevant="additions" data-testid="live-chat">
        {room.messages.length === 0 ? <Quiet>{t(canWrite ? 'room.noMessages' : 'room.noMessagesQuiet')}</Quiet> : null}
        {room.messages.map((m) => (
          <li key={m.id}>
            <Author>{m.author}</Author>
            {m.text}
          </li>
        ))}
      </Messages>
      {!canWrite ? null : loggedIn ? (
        <>
          <ReactionRow role="group" aria-label={t('room.reactions')}>
            {LIVE_REACTIONS.map((emoji) => (
              <IconButton key={emoji} size="sm" aria-label={t('room.react', { emoji })} onClick={() => void room.react(emoji)}>
                <span aria-hidden="true">{emoji}</span>
              </IconButton>
            ))}
          </ReactionRow>
          <Form onSubmit={send}>
            <label htmlFor={inputId} style={{ position: 'absolute', left: -9999 }}>
              {t('room.message')}
            </label>
            <Input
              id={inputId}
              value={text}
              maxLength={LIVE_CHAT_MAX}
              placeholder={t('room.messagePlaceholder')}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
            />
            <Button type="submit" size="sm" loading={sending} disabled={!text.trim()}>
              {t('room.send')}
            </Button>
          </Form>
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : null}
        </>
      ) : (
        <LoginRow>
          <span>{t('room.loginToChatText')}</span>
          <Button size="sm" variant="secondary" onClick={() => askToLogIn(pathname)}>
            {t('room.loginToChat')}
          </Button>
        </LoginRow>
      )}
    </Root>
  );
}
