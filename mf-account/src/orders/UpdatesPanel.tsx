import { useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from 'shared-ui';
import { getBus } from 'shared-events';
import { api, type Order } from 'shared-api';
import { useT } from './messages';
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
 * Updates of this order by WhatsApp or e-mail (orderSubscribe): both on for a new order, each a
 * toggle button that turns its channel off or on again. The buttons open with the channels the
 * order read carries (update_channels), then show what the server answers to each toggle. An
 * older server sends no update_channels: then nothing is pressed until the first answer.
 */
export function UpdatesPanel({ order }: { order: Order }) {
  const t = useT();
  const [channels, setChannels] = useState<string[] | null>(order.update_channels ?? null);
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

  // In the buttons' order, whatever order the server lists them in.
  const names = CHANNELS.filter((c) => channels?.includes(c)).map((c) => t(`updates.${c}`));
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
