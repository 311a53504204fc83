import { useEffect } from 'react';
import { useLocation } from 'shared-router';
import styled, { createGlobalStyle } from 'styled-components';
import { CartIcon, CloseIcon, HeartIcon, IconButton, LiveIcon, LoginIcon, LogoutIcon, MenuIcon, SearchIcon, UserIcon, queries, tokens, useIsMobile } from 'shared-ui';
import { lazyPart } from 'shared-federation';
import { showDialog } from '../auth/dialogs';
import { getSession } from '../session/session';
import { useLoggedIn, useLoginGuard } from '../session/useSession';
import { useT } from '../messages';
import { CountBadge } from './CountBadge';
import { LiveLabel } from './LiveMark';
import { LIVE_PATH } from '../routing/routeTable';
import { Logo } from './Logo';
import { HEADER_END_ID } from './header-end.mjs';
import { ItemText, NavButton, NavItem } from './NavItem';
import { LanguageSwitch, PhoneLanguageLink } from './LanguageSwitch';
import { SearchBox } from './SearchBox';
import { setMobilePanel, toggleMobilePanel, useMobilePanel } from './mobilePanels';
import { useCartCount } from './useCartCount';
import { useUnreadCount } from './useUnreadCount';
import { pageSettled } from '../startup/whenSettled';
import { toastDidNotOpen } from '../toasts/didNotOpen';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokens.zIndex.header};
  background: ${tokens.colors.surface};
  border-bottom: 1px solid ${tokens.colors.border};
`;
/**
 * What the browser scrolls into view (the element the Tab key focuses, a #target without scripts,
 * scrollIntoView) stops below the sticky header, not under it (WCAG 2.4.11, technique C43): a
 * card's heart focused from the row above hid under the header at 390 px. The header is 61 px on
 * a phone (63 without scripts) and 71 on a desktop; each value keeps 8 px below it. Only the
 * browser's own scrolling reads it: the shell's scrollTo (routing/pageScroll) measures the header.
 */
const ScrollBelowHeader = createGlobalStyle`
  html {
    scroll-padding-top: 80px;
  }
  ${tokens.media.mobile} {
    html {
      scroll-padding-top: 72px;
    }
  }
`;
const Row = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.xl};
  padding: ${tokens.spacing.md} ${tokens.spacing.xl};
  ${tokens.media.mobile} {
    gap: ${tokens.spacing.sm};
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  }
`;
/**
 * A phone without scripts: the row's buttons (search, menu) open panels by script, so they would
 * do nothing. The header's own search form (it works without scripts) takes the row instead, beside
 * the live link and the language link; the bottom bar and the footer keep the rest.
 */
const phoneWithoutScripts = `@media (scripting: none) and ${queries.mobile}`;
const Desktop = styled.div`
  display: contents;
  ${tokens.media.mobile} {
    display: none;
  }
  ${phoneWithoutScripts} {
    display: contents;
  }
`;
const Mobile = styled.div`
  display: none;
  margin-left: auto;
  gap: ${tokens.spacing.xs};
  ${tokens.media.mobile} {
    display: flex;
  }
  ${phoneWithoutScripts} {
    & > button {
      display: none;
    }
  }
`;
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.lg};
  margin-left: auto;
  /* The items keep their size; the search box gives way (it shrinks, they do not). */
  flex-shrink: 0;
  ${phoneWithoutScripts} {
    display: none;
  }
`;
const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

// The mobile panels (categories; search and menu) come with their first opening: phones fetch
// them once the page has settled, before the shopper reaches for them; desktops never need them.
const CategoriesPanel = lazyPart(() =>
  import(/* webpackChunkName: "categories-panel" */ './CategoriesPanel').then((m) => m.CategoriesPanel),
);
const SearchAndMenuPanel = lazyPart(() =>
  import(/* webpackChunkName: "search-and-menu-panel" */ './SearchAndMenuPanel').then((m) => m.SearchAndMenuPanel),
);
const closeUnopenedPanel = () => {
  setMobilePanel(null);
  toastDidNotOpen();
};

export function Header() {
  const t = useT();
  const count = useCartCount();
  const location = useLocation();
  const panel = useMobilePanel();
  const setPanel = setMobilePanel;
  const loggedIn = useLoggedIn();
  const unread = useUnreadCount();
  const close = () => setPanel(null);
  const guard = useLoginGuard(close);
  const account = loggedIn ? (
    <NavButton type="button" onClick={() => void getSession().logout()}>
      <LogoutIcon width={20} height={20} /> <ItemText>{t('logout')}</ItemText>
    </NavButton>
  ) : (
    <NavButton
      type="button"
      onClick={() => {
        setPanel(null);
        showDialog('login');
      }}
    >
      <LoginIcon width={20} height={20} /> <ItemText>{t('login')}</ItemText>
    </NavButton>
  );
  // Only one panel at a time; tapping the same toggle closes it (spec §2).
  const toggle = toggleMobilePanel;
  useEffect(() => setMobilePanel(null), [location.pathname, location.search]);
  const mobile = useIsMobile();
  useEffect(() => {
    if (!mobile) return;
    void pageSettled().then(() =>
      Promise.all([CategoriesPanel.preload(), SearchAndMenuPanel.preload()]).catch(() => undefined),
    );
  }, [mobile]);

  return (
    <Bar>
      <ScrollBelowHeader />
      <Row>
        <Logo />
        <Desktop>
          <SearchBox />
          <Nav aria-label={t('mainNav')}>
            <NavItem to="/home">{t('home')}</NavItem>
            <NavItem to={LIVE_PATH}>
              <LiveLabel />
            </NavItem>
            <NavItem to="/advisor" onClick={guard('/advisor')}>{t('advisor')}</NavItem>
            <NavItem to="/cart" onClick={guard('/cart')} aria-label={`${t('cart')}, ${t('cartBadge', { count })}`}>
              <IconWrap>
                <CartIcon width={20} height={20} />
                <CountBadge count={count} />
              </IconWrap>
              <ItemText>{t('cart')}</ItemText>
            </NavItem>
            <NavItem to="/wishlist" onClick={guard('/wishlist')}>
              <HeartIcon width={20} height={20} /> <ItemText>{t('wishlist')}</ItemText>
            </NavItem>
            <NavItem
              to="/account"
              onClick={guard('/account')}
              aria-label={unread > 0 ? `${t('account')}, ${t('unreadBadge', { count: unread })}` : undefined}
            >
              <IconWrap>
                <UserIcon width={20} height={20} />
                <CountBadge count={unread} testId="unread-badge" />
              </IconWrap>
              <ItemText>{t('account')}</ItemText>
            </NavItem>
            {account}
            <LanguageSwitch />
          </Nav>
        </Desktop>
        <Mobile>
          <IconButton aria-label={t('openSearch')} aria-expanded={panel === 'search'} onClick={() => toggle('search')}>
            <SearchIcon />
          </IconButton>
          <NavItem to={LIVE_PATH} aria-label={t('live')}>
            <LiveIcon color={tokens.colors.live} />
          </NavItem>
          <PhoneLanguageLink />
          <IconButton aria-label={panel === 'menu' ? t('closeMenu') : t('openMenu')} aria-expanded={panel === 'menu'} onClick={() => toggle('menu')}>
            {panel === 'menu' ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Mobile>
      </Row>
      {panel === 'categories' && <CategoriesPanel onClose={close} onLoadError={closeUnopenedPanel} />}
      {(panel === 'search' || panel === 'menu') && (
        <SearchAndMenuPanel key={panel} panel={panel} onClose={close} account={account} guard={guard} onLoadError={closeUnopenedPanel} />
      )}
      {/* The header's end, named in the page's head: the first paint waits for it (header-end.mjs). */}
      <span id={HEADER_END_ID} hidden />
    </Bar>
  );
}
