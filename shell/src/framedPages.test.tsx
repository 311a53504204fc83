import { act } from 'react';
import type { Root } from 'react-dom/client';
import { setLanguage } from 'shared-ui';
import { loadRemoteApp } from './federation/remotes';
import { drawnFrame, hydrateFrame } from './server/testing';
import { t } from './messages';

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

/** A shell text in English (the catalogue's, not written here), read while nothing is mounted. */
function inEnglish(key: 'notFoundTitle'): string {
  setLanguage('en');
  const text = t(key);
  setLanguage('so');
  return text;
}

test("an unknown path's not-found page is drawn in the page's language, and hydrates with no warning on a device set to another", async () => {
  const title = inEnglish('notFoundTitle');
  // The device's (and the server process's) language stays Somali; the page's is English.
  const html = drawn('/no-such-page', 'suuq_lang=en');
  expect(html).toContain(title);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = await hydrate('/no-such-page', 'en', html);
  expect(mismatches(errors)).toEqual([]);
  // Then the device's own language follows, as on every page drawn on the server.
  expect(container.querySelector('main')?.textContent).toContain(t('notFoundTitle'));
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
