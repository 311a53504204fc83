import { useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from 'shared-ui';
import { getBus } from 'shared-events';
import { api, type Order } from 'shared-api';
import { useT } from '../messages';
import { errorText } from './format';
import { Muted, Panel } from './Panel';

const CHANNELS = ['whatsapp', 'email'] as const;
type Channel = (typeof CHANNELS)[number];

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  & > * {
    flex: 1 1 120px;
  }
`;

/**
 * Status updates of this order by WhatsApp or e-mail (orderSubscribe). Each channel is a toggle
 * button; what the server answers (its list of channels) is what the buttons show.
 */
export function UpdatesPanel({ order }: { order: Order }) {
  const t = useT();
  const [channels, setChannels] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<Channel | null>(null);

  const toggle = async (channel: Channel) => {
    const subscribed = !channels?.includes(channel);
    setBusy(channel);
    try {
      const answer = await api.call('orderSubscribe', { id: String(order.id), channel, subscribed });
      setChannels(answer.channels);
    } catch (err) {
      getBus().emit('toast:show', { kind: 'error', message: errorText(err, t('updates.failed')) });
    } finally {
      setBusy(null);
    }
  };

  const names = (channels ?? []).filter((c): c is Channel => (CHANNELS as readonly string[]).includes(c)).map((c) => t(`updates.${c}`));
  return (
    <Panel title={t('updates.title')}>
      <Muted>{t('updates.text')}</Muted>
      <Buttons>
        {CHANNELS.map((channel) => (
          <Button
            key={channel}
            variant={channels?.includes(channel) ? 'primary' : 'secondary'}
            aria-pressed={channels?.includes(channel) ?? false}
            loading={busy === channel}
            onClick={() => void toggle(channel)}
          >
            {t(`updates.${channel}`)}
          </Button>
        ))}
      </Buttons>
      {channels && <Muted role="status">{names.length ? t('updates.on', { channels: names.join(', ') }) : t('updates.off')}</Muted>}
    </Panel>
  );
}
