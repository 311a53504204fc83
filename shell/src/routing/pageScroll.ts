/**
 * Where the window is scrolled after a navigation (the shell owns it; the remotes only render).
 *
 * - A new page (a push or replace that changes the path) starts at the top.
 * - Back/Forward (a real traversal) goes back to where the shopper was on that entry, once the
 *   page has grown tall enough again (the remote renders after the shell), unless they scroll
 *   or type first.
 *
 * single-spa fires a popstate of its own on every push and replace, so react-router reports
 * POP for pushes too. single-spa marks its events (`evt.singleSpa`, documented at
 * single-spa.js.org, "popstate events"); an unmarked popstate is the browser's Back/Forward.
 * The browser's own restoration is off: it would jump before the page has its height, and
 * against our top-of-page rule.
 */

const STORE_KEY = 'suuq.scroll';
/** How long a restore waits for the page to become tall enough. */
const RESTORE_FOR_MS = 3000;
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface PageScroll {
  /**
   * Called after each location change the shell renders, with react-router's entry key; true
   * when it was the browser's Back/Forward.
   */
  navigated(key: string, pathChanged: boolean): boolean;
  stop(): void;
}

function readStore(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

export function startPageScroll(win: Window = window): PageScroll {
  const positions = readStore();
  let currentKey: string | null = null;
  /** The last popstate came from the browser (Back/Forward), not from single-spa. */
  let traversal = false;
  let cancelRestore = () => {};
  let frame = 0;

  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';

  const onPopState = (event: PopStateEvent) => {
    traversal = !(event as PopStateEvent & { singleSpa?: boolean }).singleSpa;
  };
  /**
   * Where the page stood when the navigation began: the Navigation API's `navigate` event comes
   * synchronously inside pushState and before a traversal, before the next page renders. Until
   * the shell has the new location, scroll events belong to neither page (the old one shrinking
   * under the next one's render) and are not kept. Without the API (older browsers) the scroll
   * events alone keep the place, guarded against the page shrinking below.
   */
  let frozenUntil = 0;
  const onNavigate = () => {
    if (currentKey === null) return;
    positions.set(currentKey, Math.round(win.scrollY));
    frozenUntil = Date.now() + 1000;
  };
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;

  const onScroll = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      if (currentKey === null || Date.now() < frozenUntil) return;
      const y = Math.round(win.scrollY);
      const bottom = win.document.documentElement.scrollHeight - win.innerHeight;
      const saved = positions.get(currentKey);
      // The page shrank under the shopper's place (the next page's remote renders before the
      // shell hears of the navigation): the browser moved, not the shopper. Keep their place.
      if (saved !== undefined && saved > bottom + 1 && y >= bottom - 1) return;
      positions.set(currentKey, y);
    });
  };
  const save = () => {
    try {
      // The latest entries only: a long visit must not fill the storage.
      sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-50)));
    } catch {
      /* storage full or blocked: restoring works within this page load */
    }
  };

  const restore = (top: number) => {
    const started = Date.now();
    let raf = 0;
    const stop = () => {
      win.cancelAnimationFrame(raf);
      for (const type of USER_SCROLL) win.removeEventListener(type, stop, true);
    };
    const attempt = () => {
      win.scrollTo(0, top);
      if (Math.abs(win.scrollY - top) < 2 || Date.now() - started > RESTORE_FOR_MS) return stop();
      raf = win.requestAnimationFrame(attempt);
    };
    for (const type of USER_SCROLL)
      win.addEventListener(type, stop, { capture: true, passive: true });
    attempt();
    return stop;
  };

  navigation?.addEventListener('navigate', onNavigate);
  win.addEventListener('popstate', onPopState);
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('pagehide', save);

  return {
    navigated(key, pathChanged) {
      const isTraversal = traversal;
      traversal = false;
      const first = currentKey === null;
      currentKey = key;
      frozenUntil = 0;
      if (first) return false; // the first page: the browser's own load (or a reload) decides
      cancelRestore();
      cancelRestore = () => {};
      if (isTraversal) {
        // A jump to an anchor (the skip link's #main) is the browser's own: it scrolls there.
        if (win.location.hash) return true;
        const top = positions.get(key);
        if (top !== undefined) cancelRestore = restore(top);
        return true;
      }
      // A push or replace inside one page (sort, filters, pager) keeps the shopper's place.
      if (!pathChanged) return false;
      if (win.location.hash) {
        win.document
          .getElementById(decodeURIComponent(win.location.hash.slice(1)))
          ?.scrollIntoView();
        return false;
      }
      win.scrollTo(0, 0);
      positions.set(key, 0);
      return false;
    },
    stop() {
      cancelRestore();
      win.cancelAnimationFrame(frame);
      save();
      navigation?.removeEventListener('navigate', onNavigate);
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('pagehide', save);
    },
  };
}

/**
 * After a new page (not Back/Forward, not the first load), keyboard and screen-reader users start
 * at the page's main region, as after a page load: the next Tab goes into the new page rather
 * than on from the link in the old one. Focus in a dialog (the login popup over /home) stays, and
 * so does focus the new page already placed itself: an element in main that only a script can
 * focus (tabindex="-1", such as a page's error message). The remote renders in its own root, so
 * its effect may run before or after this one; the rule must not depend on which runs first.
 */
export function focusMainRegion(main: HTMLElement | null, doc: Document = document) {
  if (!main) return;
  const active = doc.activeElement;
  if (active && active !== doc.body) {
    if (active.closest('[role="dialog"], [aria-modal="true"]')) return;
    if (active !== main && main.contains(active) && active.getAttribute('tabindex') === '-1')
      return;
  }
  main.focus({ preventScroll: true });
}
