import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BRAND, RenderedLanguage } from 'shared-ui';
import { AREA_SLOT } from 'shared-federation/server-page';
import { App } from '../App';
import { loadRemoteApp } from '../federation/remotes';
import { keepServerArea } from '../startup/serverArea';
import { CART_COUNT_KEY } from '../layout/useCartCount';
import { FOOTER_BOX } from '../layout/FooterArea';
import { footerCatalogue } from '../layout/footerMessages';
import { pageSettled } from '../startup/whenSettled';
import { render } from './frame';
import { drawnFrame, hydrateFrame } from './testing';

// The remotes' code never arrives here (fragments such as the search box, asked for once the page
// has settled, keep their fallback).
jest.mock('../federation/remotes', () => ({
  loadRemoteApp: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  registerFromManifest: jest.fn(),
}));
// The page settles when a test says so (whenSettled's own timing is tested beside it): one page
// for the file, as in the browser, whose first view must not wait on it.
jest.mock('../startup/whenSettled', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return {
    ...jest.requireActual<object>('../startup/whenSettled'),
    settle: () => settle(),
    pageSettled: () => settled,
    usePageSettled: () => {
      const [now, setNow] = useState(false);
      useEffect(() => void settled.then(() => setNow(true)), []);
      return now;
    },
  };
});
const settlePage = (jest.requireMock('../startup/whenSettled') as { settle: () => void }).settle;
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** The page as the render service writes it: the frame in #root, the remote's area at its slot. */
function drawn(url: string, cookie: string, area: string | null): string {
  const { html, serverWarnings } = drawnFrame({ url, cookie, area });
  expect(serverWarnings.every((message) => /useLayoutEffect does nothing on the server/.test(message))).toBe(true);
  const served = '<div data-server-rendered="mf_catalogue"><h1>Black tea</h1></div><script type="application/json" id="suuq-page-data">' +
    JSON.stringify({ remote: 'mf_catalogue', url, lang: 'so', data: {} }) + '</script>';
  return html.replace(AREA_SLOT, served);
}

let root: Root | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  root = null;
  localStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function hydrate(url: string, lang: 'so' | 'en', html: string) {
  let container: HTMLElement;
  ({ container, root } = await hydrateFrame(url, lang, html));
  return container;
}

test("the shell's frame drawn on the server hydrates with no warning: its header, bar and the remote's area are the very elements the server sent", async () => {
  load.mockReturnValue(new Promise(() => undefined)); // the remote's code still on its way
  const html = drawn('/product/black-tea', 'suuq_lang=en', 'mf_catalogue');
  // From here on: the browser (the render above warns of layout effects only because jsdom has a document).
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(html).toContain('data-server-rendered="mf_catalogue"');
  const page = new DOMParser().parseFromString(html, 'text/html');
  expect(page.querySelector('header')?.textContent).toContain('Wishlist'); // English, from the cookie
  // The device knows more than the server: a cart and a login (the neutral page has neither).
  localStorage.setItem(CART_COUNT_KEY, '3');
  localStorage.setItem('userLoggedIn', 'true');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/product/black-tea');
  document.body.innerHTML = `<div id="root" data-server-frame="en">${html}</div>`;
  const header = document.querySelector('header');
  const heading = document.querySelector('h1');
  keepServerArea(document);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(container, <RenderedLanguage value="en"><App /></RenderedLanguage>);
  });
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('header')).toBe(header);
  expect(container.querySelector('h1')).toBe(heading);
  expect(load).toHaveBeenCalledWith('mf-catalogue', false);
  // Right after hydration, the device's own state: the badge and the logged-in header.
  expect(container.querySelector('[data-testid="cart-badge"]')).toHaveAttribute('data-count', '3');
  expect(container.querySelector('header')?.textContent).toContain('Logout');
  errors.mockRestore();
});

test("an area the server could not render is drawn as loading in the frame, and the browser renders it", async () => {
  load.mockReturnValue(new Promise(() => undefined));
  const html = drawn('/home', 'suuq_lang=so', null);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(html).not.toContain('data-server-rendered');
  const container = await hydrate('/home', 'so', html);
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('[data-remote-area="mf-catalogue"]')).toHaveAttribute('aria-busy', 'true');
  errors.mockRestore();
});

/** The footer's link to `href`, in `root`. */
const footerLink = (root: ParentNode, href: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>(`[${FOOTER_BOX}] footer a`)].find((a) => a.getAttribute('href') === href);

test("the server's frame carries the footer in the page's language: its content links and the Mogadishu address", () => {
  load.mockReturnValue(new Promise(() => undefined));
  for (const lang of ['so', 'en'] as const) {
    const page = new DOMParser().parseFromString(drawn('/product/black-tea', `suuq_lang=${lang}`, 'mf_catalogue'), 'text/html');
    const footer = page.querySelector(`[${FOOTER_BOX}] footer`);
    // After the page's main, as the browser draws it.
    expect(page.querySelector(`main ~ [${FOOTER_BOX}]`)).not.toBeNull();
    expect(footer?.querySelector('address')?.textContent).toContain(BRAND.address);
    expect(BRAND.address).toMatch(/Mogadishu/);
    expect(footer?.textContent).toContain(footerCatalogue[lang].tagline);
    expect(footerLink(page, '/faq')?.textContent).toBe(footerCatalogue.en.faqs);
    expect(footerLink(page, '/privacy-policy')?.textContent).toBe(footerCatalogue.en.privacy);
  }
});

/** A hand-driven IntersectionObserver (jsdom has none): `show()` brings what it watches near the screen. */
function watchIntersections() {
  const watching = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
  class Observer {
    entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      watching.add(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      watching.delete(this.entry);
    }
  }
  Object.assign(window, { IntersectionObserver: Observer });
  return {
    watched: () => [...watching].map((w) => w.target),
    // Async: the footer's code (its preload) arrives, and its state is set, inside the act.
    show: () =>
      act(async () => {
        for (const w of [...watching]) w.callback([{ isIntersecting: true, target: w.target } as IntersectionObserverEntry], w as unknown as IntersectionObserver);
      }),
    uninstall: () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}

test("the server's footer hydrates with no warning and no footer code; once the page has settled and it comes near the screen, its links become the router's", async () => {
  load.mockReturnValue(new Promise(() => undefined));
  const intersections = watchIntersections();
  const html = drawn('/product/black-tea', 'suuq_lang=so', 'mf_catalogue');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/product/black-tea');
  document.body.innerHTML = `<div id="root" data-server-frame="so">${html}</div>`;
  const served = document.querySelector(`[${FOOTER_BOX}] footer`);
  const servedFaq = footerLink(document, '/faq');
  keepServerArea(document);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(container, <RenderedLanguage value="so"><App /></RenderedLanguage>);
  });
  expect(errors).not.toHaveBeenCalled();
  // Hydrated without its code: the very elements the server sent, plain links that navigate.
  expect(container.querySelector(`[${FOOTER_BOX}] footer`)).toBe(served);
  expect(footerLink(container, '/faq')).toBe(servedFaq);

  // Settled, the footer still below the screen: no code yet (the first load's network is done).
  await act(async () => {
    settlePage();
    await pageSettled();
  });
  expect(intersections.watched()).toContain(served);
  expect(container.querySelector('footer')).toBe(served);
  // Near the screen: the footer's code arrives and draws it again, in one piece.
  await intersections.show();
  const drawnFaq = await waitFor(() => {
    const faq = footerLink(container, '/faq');
    expect(faq).not.toBe(servedFaq);
    return faq!;
  });
  intersections.uninstall();
  expect(container.querySelectorAll('footer')).toHaveLength(1);
  expect(container.querySelector('footer address')?.textContent).toContain(BRAND.address);
  expect(errors).not.toHaveBeenCalled();
  // The router's link: the app moves to the page, with no page load.
  await act(async () => {
    drawnFaq.click();
  });
  expect(window.location.pathname).toBe('/faq');
  errors.mockRestore();
});

/** A product page's server frame, hydrated and settled, its footer still the server's: its FAQ link. */
async function settledWithServerFooter() {
  load.mockReturnValue(new Promise(() => undefined));
  const intersections = watchIntersections();
  const html = drawn('/product/black-tea', 'suuq_lang=so', 'mf_catalogue');
  window.history.replaceState(null, '', '/product/black-tea');
  document.body.innerHTML = `<div id="root" data-server-frame="so">${html}</div>`;
  const servedFaq = footerLink(document, '/faq')!;
  keepServerArea(document);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(container, <RenderedLanguage value="so"><App /></RenderedLanguage>);
  });
  await act(async () => {
    settlePage();
    await pageSettled();
  });
  return { intersections, servedFaq, container };
}

test("the footer's code arriving under a press on a server link waits for the press to end, so its click reaches that link", async () => {
  const { intersections, servedFaq, container } = await settledWithServerFooter();
  // A press begins on a server link; the footer's code then arrives (the shopper scrolled to it).
  fireEvent.pointerDown(servedFaq);
  await intersections.show();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(footerLink(container, '/faq')).toBe(servedFaq);
  // The press ends (its click goes to the link it began on); then the router's links come.
  fireEvent.pointerUp(servedFaq);
  await waitFor(() => expect(footerLink(container, '/faq')).not.toBe(servedFaq));
  intersections.uninstall();
});

test("focus on a server link of the footer holds its swap until focus leaves the footer", async () => {
  const { intersections, servedFaq, container } = await settledWithServerFooter();
  servedFaq.focus();
  await intersections.show();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(footerLink(container, '/faq')).toBe(servedFaq);
  expect(document.activeElement).toBe(servedFaq);
  act(() => servedFaq.blur());
  await waitFor(() => expect(footerLink(container, '/faq')).not.toBe(servedFaq));
  intersections.uninstall();
});

test("a path the shell redirects (spec §2: / → /home, a live link's old address) is answered as a redirect, not drawn; /login stays a page", () => {
  expect(render({ url: '/?ref=share', area: null })).toEqual({ redirect: '/home' });
  expect(render({ url: '/livestream/view/42', area: null })).toEqual({ redirect: `/${BRAND.slug}-live-shopping/42` });
  expect(render({ url: '/login', area: null })).toHaveProperty('element');
  expect(render({ url: '/home', area: 'mf_catalogue' })).toHaveProperty('element');
});

test('a path no page answers is drawn as the not-found page with 404; every page the shell routes, with 200', () => {
  for (const url of ['/no-such-page', '/products/12', '/home-x']) expect(render({ url, area: null })).toMatchObject({ status: 404 });
  for (const url of ['/home', '/product/tea', '/cart', '/account/orders', '/contact', '/login', `/${BRAND.slug}-live-shopping/42`, '/faq?x=1'])
    expect(render({ url, area: null })).toMatchObject({ status: 200 });
});

test("the not-found page's head (and the info page's) is titled as its tab is, in the page's language, and kept out of search engines; any other page has the shop's title in its language", () => {
  const so = render({ url: '/no-such-page', area: null });
  const en = render({ url: '/no-such-page', cookie: 'suuq_lang=en', area: null });
  expect('head' in so && so.head).toContain(`<title>Boggan lama helin · ${BRAND.name}</title>`);
  expect('head' in en && en.head).toContain(`<title>Page not found · ${BRAND.name}</title>`);
  expect('head' in en && en.head).toContain('<meta name="robots" content="noindex">');
  expect('head' in en && en.head).toContain('<meta name="description" content="The page you are looking for does not exist.">');
  // The info page (/contact, which spec §2 leaves unwritten) is named as it says, too.
  const contact = render({ url: '/contact', cookie: 'suuq_lang=en', area: null });
  expect('head' in contact && contact.head).toContain(`<title>Coming soon · ${BRAND.name}</title>`);
  // Any other page: the shop's title in the page's language, until the page (its remote's, in the
  // browser) names the tab; before, a Somali page was served an English title.
  for (const url of ['/home', '/cart', '/account/nope']) {
    expect(render({ url, area: null })).toMatchObject({ head: '<title>Suuq — Dukaanka internetka ee Soomaaliya</title>' });
    expect(render({ url, cookie: 'suuq_lang=en', area: null })).toMatchObject({ head: '<title>Suuq — Online shop for Somalia</title>' });
  }
});
