import { useEffect, useRef } from 'react';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'shared-router';
import { PageNotFound } from 'shared-federation';
import styled from 'styled-components';
import { GlobalStyle, tokens, useHydrated, useLanguage } from 'shared-ui';
import { useLayoutEffectInBrowser } from './layout/useLayoutEffectInBrowser';
import { AreaBoundary } from './layout/AreaBoundary';
import { RemoteArea } from './layout/RemoteArea';
import { BottomBar } from './layout/BottomBar';
import { DesktopFooter } from './layout/FooterArea';
import { Header } from './layout/Header';
import { InfoPage } from './layout/InfoPage';
import { INFO_PAGES, ownerOf, redirectFor } from './routing/routeTable';
import { focusMainRegion, startPageScroll, type PageScroll } from './routing/pageScroll';
import { fadeInPage } from './routing/pageFade';
import { Toaster } from './toasts/Toaster';
import { TeamOutline } from './devtools/TeamOutline';
import { useT } from './messages';
import { AuthDialogs } from './auth/AuthDialogs';
import { showDialog } from './auth/dialogs';
import { rememberPath } from './session/storage';
import { SessionNavigation, useLoggedIn } from './session/useSession';
import { AppPrompts, OfflineBanner } from './pwa/PwaParts';

const Main = styled.main`
  min-height: 70vh;
  /* A focus target after navigation (tabIndex -1), not a control: no ring around the page. */
  outline: none;
  ${tokens.media.mobile} {
    padding-bottom: 72px; /* room for the bottom bar */
  }
`;
const Skip = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: ${tokens.zIndex.tooltip};
    background: ${tokens.colors.surface};
    padding: 8px 12px;
  }
`;

/** /login (spec §2): /home with the login popup open, also after an expired session. */
function LoginLanding() {
  const navigate = useNavigate();
  useEffect(() => {
    showDialog('login');
    navigate('/home', { replace: true });
  }, [navigate]);
  return null;
}

/** A protected page without the logged-in flag: remember it, then /login (spec §2). */
function AskToLogin({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberPath(path);
    navigate('/login', { replace: true });
  }, [navigate, path]);
  return null;
}

/** Picks the team that owns the current path; the remote's own router takes it from there. */
export function ShellRoutes() {
  const { pathname, search } = useLocation();
  const loggedIn = useLoggedIn();
  const hydrated = useHydrated();
  if (pathname === '/login') return <LoginLanding />;
  const redirect = redirectFor(pathname);
  if (redirect) return <Navigate to={{ pathname: redirect, search }} replace />;
  if ((INFO_PAGES as readonly string[]).includes(pathname)) return <InfoPage />;
  const owner = ownerOf(pathname);
  // The shop's one not-found page: the one each remote's router ends with.
  if (!owner) return <PageNotFound />;
  if (owner.protected && !loggedIn && hydrated) return <AskToLogin path={`${pathname}${search}`} />;
  // A protected page while the browser hydrates the server's frame (the logged-out view for
  // everyone, drawn before any script has run) waits in its area's loading state, its code not
  // asked for: right after, the page follows in that same area, or the login (AskToLogin).
  const held = owner.protected && !loggedIn;
  // Keyed by remote: moving between pages of one remote keeps it mounted.
  return (
    <AreaBoundary key={owner.remote}>
      {(attempt) => <RemoteArea key={attempt} remote={owner.remote} held={held} protectedRoute={Boolean(owner.protected)} />}
    </AreaBoundary>
  );
}

/**
 * Scroll, focus and fade after each navigation (routing/pageScroll, pageFade): a new page starts
 * at the top with focus on the main region and fades in; Back/Forward returns to where the
 * shopper was.
 */
function useNavigationPlace() {
  const { key, pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const scroll = useRef<PageScroll | null>(null);
  const lastPath = useRef<string | null>(null);
  useLayoutEffectInBrowser(() => {
    // The header is sticky: a place an address names goes below it. The shell's header is the
    // first in the document (the remotes' pages render inside main, after it).
    scroll.current = startPageScroll(window, {
      topInset: () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    });
    return () => scroll.current?.stop();
  }, []);
  useLayoutEffectInBrowser(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== pathname;
    const first = lastPath.current === null;
    lastPath.current = pathname;
    const traversal = scroll.current?.navigated(key, pathChanged);
    if (!first && pathChanged) fadeInPage(main.current);
    if (!first && pathChanged && !traversal) focusMainRegion(main.current);
  }, [key, pathname]);
  return main;
}

export function Shell() {
  // Texts by hook in every part drawn on the server: in the page's language from its first render
  // (the server's, RenderedLanguage, while hydrating), never the global one the server shares.
  const t = useT();
  const main = useNavigationPlace();
  // The shell's parts read their texts with `t`: a new language renders them again (the
  // remotes' pages follow it by their own useT).
  useLanguage();
  return (
    <>
      <GlobalStyle />
      <Skip href="#main">{t('skipToContent')}</Skip>
      <Header />
      <OfflineBanner />
      <Main id="main" ref={main} tabIndex={-1}>
        <ShellRoutes />
      </Main>
      <DesktopFooter />
      <BottomBar />
      <Toaster />
      <AppPrompts />
      <AuthDialogs />
      <SessionNavigation />
      <TeamOutline />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
