/**
 * Where the window is scrolled after a navigation (the shell owns it; the remotes only render).
 *
 * - A new page (a push or replace that changes the path) starts at the top.
 * - An address naming a place in the page (`/account/profile#password`), opened from a link in
 *   the shop or typed, goes to that place below the sticky header and moves the focus there,
 *   once the page has rendered it (the remote renders after the shell, and what loads above it
 *   moves it down: the profile form above the password form), unless the shopper scrolls first.
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

export interface PageScrollOptions {
  /** Where the page's content starts in the window: the bottom of the sticky header. */
  topInset?: () => number;
}

/** Room between the sticky header and a place the address names. */
const TARGET_GAP = 8;

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

/** The element an address's #fragment names (the id, as the browser matches it). */
function targetOf(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return doc.getElementById(hash.slice(1)); // a malformed escape: the id as written
  }
}

/**
 * Focus on the place itself, as after a jump to it: keyboard and screen-reader users continue
 * from there. An element that takes no focus (a form, a section) takes it for this once, like
 * the skip link's target. Focus already inside it (the page put it in a field) stays.
 */
function focusTarget(el: HTMLElement, doc: Document) {
  if (el.contains(doc.activeElement)) return;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus({ preventScroll: true });
}

export function startPageScroll(win: Window = window, options: PageScrollOptions = {}): PageScroll {
  const positions = readStore();
  let currentKey: string | null = null;
  let currentHash = win.location.hash;
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

  /**
   * Keeps the place the address names at the top of the view (below the header) while the page
   * renders and loads, RESTORE_FOR_MS at most: the element may not exist yet, and content loaded
   * above it pushes it down. The first time it is found, the focus moves to it.
   */
  const goToTarget = (hash: string) => {
    const started = Date.now();
    let raf = 0;
    let focused = false;
    const stop = () => {
      win.cancelAnimationFrame(raf);
      for (const type of USER_SCROLL) win.removeEventListener(type, stop, true);
    };
    const attempt = () => {
      const el = targetOf(win.document, hash);
      if (el) {
        const offset = el.getBoundingClientRect().top - (options.topInset?.() ?? 0) - TARGET_GAP;
        if (Math.abs(offset) >= 2) win.scrollTo(0, Math.max(0, Math.round(win.scrollY + offset)));
        if (!focused) focusTarget(el, win.document);
        focused = true;
      }
      if (Date.now() - started > RESTORE_FOR_MS) return stop();
      raf = win.requestAnimationFrame(attempt);
    };
    for (const type of USER_SCROLL)
      win.addEventListener(type, stop, { capture: true, passive: true });
    attempt();
    return stop;
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
      const hash = win.location.hash;
      const hashChanged = hash !== currentHash;
      currentKey = key;
      currentHash = hash;
      frozenUntil = 0;
      cancelRestore();
      cancelRestore = () => {};
      if (first) {
        // The first page: the browser's own load (or a reload) decides, but it looks for the
        // place an address names before the remote has rendered it.
        if (hash) cancelRestore = goToTarget(hash);
        return false;
      }
      if (isTraversal) {
        // A jump to an anchor (the skip link's #main) is the browser's own: it scrolls there.
        if (win.location.hash) return true;
        const top = positions.get(key);
        if (top !== undefined) cancelRestore = restore(top);
        return true;
      }
      // A push or replace inside one page (sort, filters, pager) keeps the shopper's place,
      // unless it names another place in the page.
      if (!pathChanged && !(hash && hashChanged)) return false;
      if (pathChanged) {
        win.scrollTo(0, 0);
        positions.set(key, 0);
      }
      if (hash) cancelRestore = goToTarget(hash);
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
    // The place the address names has it (startPageScroll moved it there, or the page did).
    if (targetOf(doc, doc.location.hash)?.contains(active)) return;
    if (active !== main && main.contains(active) && active.getAttribute('tabindex') === '-1')
      return;
  }
  main.focus({ preventScroll: true });
}
