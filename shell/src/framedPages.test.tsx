import { act } from 'react';
import type { Root } from 'react-dom/client';
import { setLanguage } from 'shared-ui';
import { loadRemoteApp } from './federation/remotes';
import { drawnFrame, hydrateFrame } from './server/testing';
import { t } from './messages';
import { showDialog } from './auth/dialogs';

// Issue 30: the pages no remote renders on the server (cart, checkout, account, unknown paths)
// come in the shell's server-drawn frame alone (render/src/service.mjs, area null), and the browser
// hydrates them: the logged-out view first for everyone, then the device's own state.
jest.mock('./federation/remotes', () => ({ loadRemoteApp: jest.fn(), registerFromManifest: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** The frame alone, as the render service draws it for `url`. */
const drawn = (url: string, cookie: string): string => drawnFrame({ url, cookie, area: null }).html;

/**
 * React's hydration warnings among the console's errors (not what other parts log later in jsdom:
 * its missing scrollTo after a move, the header's search box without its remote).
 */
const mismatches = (errors: jest.SpyInstance) => errors.mock.calls.filter(([message]) => /hydrat|did not match|server/i.test(String(message)));

let root: Root | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  root = null;
  localStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  act(() => setLanguage('so'));
});

async function hydrate(url: string, lang: 'so' | 'en', html: string) {
  let container: HTMLElement;
  ({ container, root } = await hydrateFrame(url, lang, html));
  return container;
}

test('a logged-in shopper on a protected page (the logged-out frame) stays on it after hydration: its area opens, no login asked', async () => {
  load.mockReturnValue(new Promise(() => undefined)); // mf-account's code still on its way
  const html = drawn('/account/orders', 'suuq_lang=so');
  expect(html).not.toContain('data-remote-area'); // the logged-out view: no area for a protected page
  localStorage.setItem('userLoggedIn', 'true');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = await hydrate('/account/orders', 'so', html);
  expect(mismatches(errors)).toEqual([]);
  expect(window.location.pathname).toBe('/account/orders');
  expect(container.querySelector('[data-remote-area="mf-account"]')).not.toBeNull();
  expect(load).toHaveBeenCalledWith('mf-account', false);
});

/** The main of a page drawn by the server, parsed as a browser with JavaScript off parses it. */
const mainWithoutJavaScript = (html: string): HTMLElement =>
  new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html').querySelector('main')!;

test("a protected page's frame shows the area's loading state, announced, until its scripts have run; the very same status stays through hydration for a logged-in shopper", async () => {
  load.mockReturnValue(new Promise(() => undefined)); // mf-checkout's code still on its way
  const html = drawn('/cart', 'suuq_lang=so');
  const page = new DOMParser().parseFromString(`<div id="root" data-server-frame="so">${html}</div>`, 'text/html');
  const status = page.querySelector('main [role="status"]');
  expect(status?.getAttribute('aria-label')).toBe(t('remoteLoading'));
  expect(status?.closest('[aria-busy="true"]')).not.toBeNull();
  localStorage.setItem('userLoggedIn', 'true');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = await hydrate('/cart', 'so', html);
  const served = container.querySelector('main [role="status"]');
  expect(mismatches(errors)).toEqual([]);
  expect(served).toHaveAttribute('aria-label', t('remoteLoading'));
  // The cart's own area now loads its code, in the same loading state: nothing blinks.
  expect(load).toHaveBeenCalledWith('mf-checkout', false);
  expect(container.querySelector('[data-remote-area="mf-checkout"]')).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('main [role="status"]')).toBe(served);
});

test("with JavaScript off, a protected page's main says in the page's language that it needs JavaScript, links to /home, and hides its loading state", () => {
  for (const lang of ['so', 'en'] as const) {
    const title = lang === 'en' ? inEnglish('needsJavaScriptTitle') : t('needsJavaScriptTitle');
    const main = mainWithoutJavaScript(drawn('/account/orders', `suuq_lang=${lang}`));
    const notice = main.querySelector('noscript');
    // The page's one h1 (with JavaScript off the notice is all its main has).
    expect([...main.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([title]);
    expect(notice?.querySelector('a[href="/home"]')).not.toBeNull();
    // The loading state's parts (skeletons, spinner) are hidden by the notice's own rule, which
    // exists only where noscript's content is parsed: with JavaScript off.
    const [, selector] = /^(.+)\{display:none\}$/.exec(notice?.querySelector('style')?.textContent ?? '') ?? [];
    expect(selector).toBeDefined();
    expect(main.querySelector('[aria-busy="true"] > [aria-hidden="true"]')?.matches(selector!)).toBe(true); // the skeletons
    expect(main.querySelector('[role="status"]')?.closest(selector!)).not.toBeNull();
    expect([...main.querySelectorAll(selector!)].some((part) => notice!.contains(part))).toBe(false);
  }
});

/** A shell text in English (the catalogue's, not written here), read while nothing is mounted. */
function inEnglish(key: Parameters<typeof t>[0]): string {
  setLanguage('en');
  const text = t(key);
  setLanguage('so');
  return text;
}

/** The JavaScript-off notice in a page's main: its title, its text, its links (text and href, in order). */
function noticeOf(main: HTMLElement) {
  const notice = main.querySelector('noscript')!;
  return {
    title: notice.querySelector('h1')?.textContent,
    text: notice.querySelector('p')?.textContent,
    links: [...notice.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

test("with JavaScript off, a public page whose area the server did not draw says, in the page's language, that it could not be shown this time, with Try again (its own address) and /home; a protected page keeps its own text", () => {
  for (const lang of ['so', 'en'] as const) {
    const text = (key: Parameters<typeof t>[0]) => (lang === 'en' ? inEnglish(key) : t(key));
    // A product page and /home, their area left to the browser (the render failed or ran late: area null).
    for (const url of ['/product/black-tea?ref=whatsapp', '/home']) {
      expect(noticeOf(mainWithoutJavaScript(drawn(url, `suuq_lang=${lang}`)))).toEqual({
        title: text('needsJavaScriptTitle'),
        text: text('needsJavaScriptPublicText'),
        // An empty href: the address the page was served for, query included (a reload).
        links: [
          [text('tryAgain'), ''],
          [text('goHome'), '/home'],
        ],
      });
    }
    expect(noticeOf(mainWithoutJavaScript(drawn('/cart', `suuq_lang=${lang}`)))).toEqual({
      title: text('needsJavaScriptTitle'),
      text: text('needsJavaScriptText'),
      links: [[text('goHome'), '/home']],
    });
  }
});

/** The shop's one not-found page's title (shared-federation's PageNotFound, which the shell draws too). */
const NOT_FOUND = { so: 'Boggan lama helin', en: 'Page not found' } as const;

test("an unknown path's not-found page is drawn in the page's language, and hydrates with no warning on a device set to another", async () => {
  const title = NOT_FOUND.en;
  // The device's (and the server process's) language stays Somali; the page's is English.
  const html = drawn('/no-such-page', 'suuq_lang=en');
  expect(html).toContain(title);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = await hydrate('/no-such-page', 'en', html);
  expect(mismatches(errors)).toEqual([]);
  // Then the device's own language follows, as on every page drawn on the server.
  expect(container.querySelector('main')?.textContent).toContain(NOT_FOUND.so);
});

test("the shell's own pages (an unknown path, /contact) are the page: their title is its one h1, without scripts too", () => {
  for (const [url, title] of [['/no-such-page', NOT_FOUND.en], ['/contact', inEnglish('infoTitle')]] as const) {
    const headings = [...mainWithoutJavaScript(drawn(url, 'suuq_lang=en')).querySelectorAll('h1')].map((h) => h.textContent);
    expect(headings).toEqual([title]);
  }
});

test("the shell's own pages name themselves in the tab once hydrated, as their server head does (frame.test)", async () => {
  for (const [url, title] of [['/no-such-page', NOT_FOUND.so], ['/contact', 'Dhawaan']] as const) {
    document.title = 'Coconut Oil 500ml — Suuq';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate(url, 'so', drawn(url, 'suuq_lang=so'));
    expect(mismatches(errors)).toEqual([]);
    expect(document.title).toBe(`${title} · Suuq`);
  }
});

test("a logged-out shopper's protected page waits in its loading state only until hydrated: then the login, and its remote's code is never asked for", async () => {
  load.mockClear();
  const html = drawn('/wishlist', 'suuq_lang=so');
  expect(new DOMParser().parseFromString(html, 'text/html').querySelector('main [role="status"]')).not.toBeNull();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await hydrate('/wishlist', 'so', html);
  expect(mismatches(errors)).toEqual([]);
  expect(window.location.pathname).toBe('/home'); // whose own area (mf-catalogue) loads
  expect(load).not.toHaveBeenCalledWith('mf-account', expect.anything());
  act(() => showDialog(null)); // the login popup is module state: closed for the tests after
});

// Last: it opens the login popup (module state the renders above would draw).
test('a logged-out shopper on a protected page is sent to the login once the frame is hydrated', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  const html = drawn('/account', 'suuq_lang=so');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await hydrate('/account', 'so', html);
  expect(mismatches(errors)).toEqual([]);
  // /login opens the popup and lands on /home (App.tsx LoginLanding).
  expect(window.location.pathname).toBe('/home');
});
