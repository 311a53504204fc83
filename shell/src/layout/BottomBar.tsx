import { toggleMobilePanel, useMobilePanel } from './mobilePanels';
import { NavLink } from 'shared-router';
import styled, { createGlobalStyle } from 'styled-components';
import { CartIcon, GridIcon, HomeIcon, UserIcon, tokens } from 'shared-ui';
import { useT } from '../messages';
import { useLoginGuard } from '../session/useSession';
import { CountBadge } from './CountBadge';
import { useCartCount } from './useCartCount';
import { useUnreadCount } from './useUnreadCount';

const Bar = styled.nav`
  display: none;
  ${tokens.media.mobile} {
    display: grid;
  }
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${tokens.zIndex.bottomBar};
  grid-template-columns: repeat(4, 1fr);
  background: ${tokens.colors.surface};
  border-top: 1px solid ${tokens.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
`;
/**
 * What the page scrolls to (a focused error summary, a link's #target) stops above the bar, not
 * under it: at 320 px the checkout's error summary was half hidden. The bar's 56 px and a gap.
 */
const ScrollAboveBar = createGlobalStyle`
  ${tokens.media.mobile} {
    html {
      scroll-padding-bottom: calc(64px + env(safe-area-inset-bottom));
    }
  }
`;
const Item = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 8px 0 6px;
  min-height: 56px;
  color: ${tokens.colors.textMuted};
  text-decoration: none;
  font-size: 11px;
  font-weight: ${tokens.font.weight.medium};
  &.active,
  &[aria-expanded='true'] {
    color: ${tokens.colors.primary};
  }
  &.active::before,
  &[aria-expanded='true']::before {
    content: '';
    position: absolute;
    top: 0;
    width: 32px;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${tokens.colors.primary};
  }
  position: relative;
`;
const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/**
 * Mobile only (spec §2): Home, Categories, My Account, Cart with badge; the current one
 * highlighted; logged-out taps on My Account and Cart open the login popup.
 */
export function BottomBar() {
  const t = useT();
  const count = useCartCount();
  const unread = useUnreadCount();
  const guard = useLoginGuard();
  const panel = useMobilePanel();
  return (
    <>
      <ScrollAboveBar />
      <Bar aria-label={t('bottomNav')} data-testid="bottom-bar">
        <Item to="/home">
          <HomeIcon /> {t('home')}
        </Item>
        <Item
          to="/category"
          aria-expanded={panel === 'categories'}
          onClick={(e) => {
            // The categories panel (spec §2) opens in place; /category stays the link's address.
            e.preventDefault();
            toggleMobilePanel('categories');
          }}
        >
          <GridIcon /> {t('categories')}
        </Item>
        <Item
          to="/account"
          onClick={guard('/account')}
          aria-label={
            unread > 0 ? `${t('account')}, ${t('unreadBadge', { count: unread })}` : undefined
          }
        >
          <IconWrap>
            <UserIcon />
            <CountBadge count={unread} testId="unread-badge" />
          </IconWrap>
          {t('account')}
        </Item>
        <Item
          to="/cart"
          onClick={guard('/cart')}
          aria-label={`${t('cart')}, ${t('cartBadge', { count })}`}
        >
          <IconWrap>
            <CartIcon />
            <CountBadge count={count} />
          </IconWrap>
          {t('cart')}
        </Item>
      </Bar>
    </>
  );
}
