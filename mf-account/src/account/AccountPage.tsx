import { Link } from 'shared-router';
import styled, { css } from 'styled-components';
import { ChevronRightIcon, cardSurfaceStyles, tokens, useLanguage } from 'shared-ui';
import { PageHeader, TwoColumns } from 'shared-ui/page';
import { getBus, useBusState } from 'shared-events';
import { api } from 'shared-api';
import { STUDENT_DISCOUNT } from 'shared-api/contract/student-rules';
import { dayOf } from '../student/dayOf';
import * as calls from '../calls';
import { useCall } from '../orders/useCall';
import { useT } from './messages';
import { OrdersSection } from '../orders/OrdersSection';
import { AccountFrame } from './layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { ProfileSummary } from './ProfileSummary';
import { tellUnread } from '../notifications/unreadCount';

const { colors, font, spacing, radii } = tokens;

// Account sections on the left (more come with later issues), orders on the right; one column on phones.
const Layout = styled(TwoColumns).attrs({ $side: '280px', $sideFirst: true })``;
const Side = styled.div`
  display: grid;
  gap: ${spacing.lg};
  min-width: 0;
`;
const Shortcuts = styled.nav`
  ${cardSurfaceStyles}
  overflow: hidden;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-top: 1px solid ${colors.border};
  }
`;
const shortcutStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${spacing.xxs} ${spacing.sm};
  min-height: 44px;
  padding: ${spacing.md} ${spacing.lg};
  color: ${colors.text};
  text-decoration: none;
  strong {
    color: ${colors.primary};
  }
  span {
    grid-column: 1;
    color: ${colors.textMuted};
    font-size: ${font.size.sm};
  }
  svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${colors.textMuted};
  }
  &:hover {
    background: ${colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
    border-radius: ${radii.lg};
  }
`;
const Shortcut = styled(Link)`
  ${shortcutStyles}
`;
// The orders are on this page: an in-page link, not a route.
const InPageShortcut = styled.a`
  ${shortcutStyles}
`;

/** /account: who is logged in, the account's sections, and the orders by group. */
export function AccountPage() {
  const t = useT();
  const session = useBusState('session:changed');
  const name = session?.user?.name.trim();
  const title = t('title:/account/*');
  usePageTitle(title);
  // The figures beside the shortcuts; a failure only leaves them out.
  const wallet = useCall(() => api.call('walletBalance', {}), 'wallet');
  const points = useCall(() => api.call('membershipPoints', {}), 'points');
  // The unread count (spec §7) on the shortcut; the header's badge hears the same answer.
  const news = useCall(
    () =>
      api.call(calls.notifications, { limit: 1 }).then((a) => {
        tellUnread(getBus(), a.unread_count);
        return a;
      }),
    'notifications',
  );
  const unread = news.status === 'ready' ? news.value.unread_count : 0;
  const language = useLanguage();
  const student = useCall(() => api.call(calls.studentDiscountStatus, {}), 'student');
  const studentHint =
    student.status === 'ready'
      ? t(`account.studentHint:${student.value.discount.status}`, {
          percent: student.value.discount.percent,
          date: student.value.discount.valid_until ? dayOf(student.value.discount.valid_until, language) : '',
        })
      : t('account.studentHint:none', { percent: STUDENT_DISCOUNT.percent });

  return (
    <AccountFrame>
      <PageHeader eyebrow={title} title={name ? t('account.hello', { name }) : title} intro={t('account.intro')} />
      <Layout>
        <Side>
          <ProfileSummary sessionName={name} />
          <Shortcuts aria-label={t('account.shortcuts')}>
            <ul>
              <li>
                <Shortcut to="/account/profile">
                  <strong>{t('account.editProfile')}</strong>
                  <span>{t('account.editProfileHint')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/account/profile#password">
                  <strong>{t('account.password')}</strong>
                  <span>{t('account.passwordHint')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <InPageShortcut href="#orders">
                  <strong>{t('account.orders')}</strong>
                  <span>{t('account.ordersHint')}</span>
                  <ChevronRightIcon size={18} />
                </InPageShortcut>
              </li>
              <li>
                <Shortcut to="/manage-address">
                  <strong>{t('account.addresses')}</strong>
                  <span>{t('account.addressesHint')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/account/wallet">
                  <strong>{t('account.wallet')}</strong>
                  <span>
                    {wallet.status === 'ready'
                      ? t('account.walletHint', { balance: wallet.value.formatted_balance })
                      : t('account.walletHintNone')}
                  </span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/account/membership">
                  <strong>{t('account.points')}</strong>
                  <span>
                    {points.status === 'ready'
                      ? t('account.pointsHint', { points: points.value.points })
                      : t('account.pointsHintNone')}
                  </span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/account/notifications">
                  <strong>{t('account.notifications')}</strong>
                  <span>{unread > 0 ? t('account.notificationsHint', { count: unread }) : t('account.notificationsHintNone')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/account/reviews">
                  <strong>{t('account.reviews')}</strong>
                  <span>{t('account.reviewsHint')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/student-discount" data-testid="account-student">
                  <strong>{t('account.student')}</strong>
                  <span>{studentHint}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
              <li>
                <Shortcut to="/order-tracking">
                  <strong>{t('account.tracking')}</strong>
                  <span>{t('account.trackingHint')}</span>
                  <ChevronRightIcon size={18} />
                </Shortcut>
              </li>
            </ul>
          </Shortcuts>
        </Side>
        <OrdersSection />
      </Layout>
    </AccountFrame>
  );
}
