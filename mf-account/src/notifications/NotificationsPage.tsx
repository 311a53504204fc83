import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import { api, type Notification } from 'shared-api';
import * as calls from '../calls';
import { getBus } from 'shared-events';
import { Button, EmptyState, ErrorState, Spinner, formatDateTime, tokens, useLanguage, type Language } from 'shared-ui';
import { isNoticeKey, renderNotice } from 'shared-api/notification-texts';
import { PlainList as List } from 'shared-ui/plain-list';
import { CountedTitle } from 'shared-ui/page';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { usePageTitle } from 'shared-ui/tab-title';
import * as S from '../wallet/styles';
import { AccountSubpage } from '../wallet/Subpage';
import { tellUnread } from './unreadCount';

const { spacing, font, colors, radii } = tokens;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Notification[]; unread: number };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
  margin-bottom: ${spacing.md};
  p {
    margin: 0;
    font-weight: ${font.weight.semibold};
  }
`;
const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${spacing.xs};
  padding: ${spacing.md};
  border-radius: ${radii.md};
  background: ${({ $unread }) => ($unread ? colors.primarySoft : 'transparent')};
  overflow-wrap: anywhere;
  & + & {
    margin-top: ${spacing.xs};
  }
  p {
    margin: 0;
  }
`;
const NewTag = styled.span`
  padding: 0 ${spacing.xs};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.surface};
  font-size: ${font.size.xs};
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.sm};
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  a {
    color: ${colors.primary};
    font-weight: ${font.weight.semibold};
  }
`;

/**
 * A notification in the page's language: from its message key and params, so switching
 * the language shows it again in the new one; as the server wrote it when it has no key (a live
 * reminder written before reminders had one) or a key this release does not know yet.
 */
function shown(n: Notification, lang: Language): { title: string; message: string } {
  if (!isNoticeKey(n.message_key) || !n.params) return { title: n.title, message: n.message };
  const text = renderNotice(n.message_key, n.params, lang);
  return { title: text.title, message: text.body };
}

/** /account/notifications: news of the shopper's orders and wallet, unread first marked, newest first. */
export function NotificationsPage() {
  const t = useT();
  const ordersT = useOrdersT();
  const lang = useLanguage();
  usePageTitle(t('notifications.title'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const first = useCallback(() => {
    setLoad({ status: 'loading' });
    api.call(calls.notifications, { limit: 50 }).then(
      (a) => {
        // The header's badge follows what this page shows.
        tellUnread(getBus(), a.unread_count);
        if (live.current) setLoad({ status: 'ready', items: a.notifications, unread: a.unread_count });
      },
      () => live.current && setLoad({ status: 'error' }),
    );
  }, []);
  useEffect(first, [first]);

  const failed = () => getBus().emit('toast:show', { kind: 'error', message: t('notifications.markFailed') });
  const markOne = async (id: number) => {
    try {
      const a = await api.call(calls.notificationRead, { id: String(id) });
      tellUnread(getBus(), a.unread_count);
      if (!live.current) return;
      setLoad((l) => (l.status === 'ready' ? { ...l, unread: a.unread_count, items: l.items.map((n) => (n.id === id ? a.notification : n)) } : l));
      // The button is gone: keep the keyboard user's place on the count.
      status.current?.focus();
    } catch {
      failed();
    }
  };
  const markAll = async () => {
    setBusy(true);
    try {
      const a = await api.call(calls.notificationsMarkAllRead, {});
      tellUnread(getBus(), a.unread_count);
      if (live.current) setLoad((l) => (l.status === 'ready' ? { ...l, unread: a.unread_count, items: l.items.map((n) => ({ ...n, read: true })) } : l));
      status.current?.focus();
    } catch {
      failed();
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return (
    <AccountSubpage title={t('notifications.title')} intro={t('notifications.intro')}>
      <S.Card aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && <Spinner label={t('notifications.loading')} />}
        {load.status === 'error' && <ErrorState title={t('notifications.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={first} />}
        {load.status === 'ready' &&
          (load.items.length === 0 ? (
            <EmptyState title={t('notifications.empty')} text={t('notifications.emptyText')} />
          ) : (
            <>
              <Bar>
                <p ref={status} tabIndex={-1} role="status">
                  {load.unread > 0 ? t('notifications.unread', { count: load.unread }) : t('notifications.allRead')}
                </p>
                {load.unread > 0 && (
                  <Button variant="secondary" loading={busy} onClick={markAll}>
                    {t('notifications.markAll')}
                  </Button>
                )}
              </Bar>
              <List>
                {load.items.map((n) => ({ n, text: shown(n, lang) })).map(({ n, text }) => (
                  <Item key={n.id} $unread={!n.read}>
                    <CountedTitle as="h2" $size="md">
                      {text.title}
                      {!n.read && <NewTag>{t('notifications.new')}</NewTag>}
                    </CountedTitle>
                    <p>{text.message}</p>
                    <Meta>
                      <span>{formatDateTime(n.created_at)}</span>
                      {n.order_id !== null && <Link to={`/account/orders/${n.order_id}`}>{t('notifications.viewOrder')}</Link>}
                      {!n.read && (
                        <Button variant="secondary" size="sm" aria-label={t('notifications.markOneFor', { title: text.title })} onClick={() => void markOne(n.id)}>
                          {t('notifications.markOne')}
                        </Button>
                      )}
                    </Meta>
                  </Item>
                ))}
              </List>
            </>
          ))}
      </S.Card>
    </AccountSubpage>
  );
}
