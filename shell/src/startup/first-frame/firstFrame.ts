/**
 * The first frame: the page as the static host serves it (the render service down, late or
 * overloaded, the pages it does not render, the service worker's offline page) carries the shell's
 * own frame, drawn at build time by its server entry (src/server/frame.tsx through
 * tooling/webpack/baked-frame.cjs): the real header, the main in its loading state, the bottom
 * bar, in the language of the shopper's suuq_lang cookie (one page per language). React's first
 * render replaces it (createRoot clears its container as it commits; measured: no layout shift).
 *
 * What the page's HTML adds of its own (frame.html, frame.css) is only what no component draws:
 * "the shop did not load" with Try again, for when one of the shell's own scripts fails. A page the
 * render service framed (its frame drawn on the server, hydrated) carries the same block, taken
 * from this page (render/src/page.mjs): after #root, out of the tree the shell hydrates, laid over
 * the server's page (frame.css); the same watcher shows it. Shown there, it also gives the page room
 * at its end (frame.css, body:has(…)), a little more than the card and its gap to the screen's edge
 * (or the phone's bottom bar) take: scrolled to its end, the page's last part (the footer's help
 * and policy links, plain links the server renders) comes clear of the card instead of staying
 * under it.
 */

/**
 * The frame's loading state: its main's area, busy (the shell's RemoteArea, drawn on the server;
 * a protected page's is held, without its remote's name until hydration). A child of main: a
 * button busy inside a drawn area (a tap held before hydration) is not the page's loading state.
 */
export const FRAME_STATUS = 'main > [aria-busy="true"]';

/** What the frame shows instead when one of the shell's own scripts fails to load; English in data-en. */
export const FRAME_FAILED = '.ff-failed';

/** Where shared-ui keeps the shopper's language (i18n.ts; firstFrame.test holds the two together). */
export const LANGUAGE_KEY = 'suuqLanguage';
/** The shopper's language cookie, which shared-ui reads first (language-switch.cjs; firstFrame.test holds the two together). */
export const LANGUAGE_COOKIE = 'suuq_lang';

/** Whether the page's language is its cookie's: every server of the shop's pages draws by it. */
const drawnForCookie = (doc: Document): boolean => doc.cookie.split(';').some((c) => c.trim() === `${LANGUAGE_COOKIE}=${doc.documentElement.lang}`);

/**
 * Run by the early script: a page in Somali for a shopper who chose English on this device with no
 * suuq_lang cookie (a choice made before the cookie existed) says so (<html lang>), and the
 * failure, should it come, is in English, before shared-ui's i18n is loaded to say it again. A page
 * drawn in its cookie's language keeps it, as shared-ui does (the cookie is the last choice: the
 * switch without scripts writes only it). On a page in English already (its suuq_lang cookie's:
 * index.en.html, or a frame the render service drew in English) the failure is in English too: the
 * block is written in Somali in every page.
 */
export function speakFrameLanguage(doc: Document, storage: () => Pick<Storage, 'getItem'> | undefined): void {
  let stored: string | null = null;
  try {
    stored = drawnForCookie(doc) ? null : (storage()?.getItem(LANGUAGE_KEY) ?? null);
  } catch {
    // Storage or cookies refused (reading them throws where the browser blocks them): the frame
    // stays in the page's language.
  }
  if (stored !== 'en' && doc.documentElement.lang !== 'en') return;
  doc.documentElement.lang = 'en';
  doc.querySelectorAll(`${FRAME_FAILED} [data-en]`).forEach((el) => (el.textContent = el.getAttribute('data-en')));
}

/**
 * Run by the early script: should one of the shell's own scripts (those the page's HTML names, or
 * the same files inserted again by webpack's runtime) fail to load before the shell has started,
 * the shell cannot start: the static page's area would stay loading for ever, a framed page's
 * links would stay plain links with nothing answering. The page says so instead, with Try again
 * (a reload). A remote's scripts are not the HTML's: their failures are the shell's to show
 * (RemoteArea), by which time the shell runs.
 */
export function watchShellScripts(doc: Document, reload: () => void): () => void {
  const own = new Set<string>();
  doc.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => own.add(s.src));
  doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]').forEach((l) => own.add(l.href));
  const onError = (event: Event) => {
    const script = event.target;
    // Load errors do not bubble: heard in the capture phase, on the element that failed.
    if (!(script instanceof HTMLScriptElement) || !own.has(script.src)) return;
    showShellFailed(doc, reload);
  };
  const win = doc.defaultView;
  win?.addEventListener('error', onError, true);
  return () => win?.removeEventListener('error', onError, true);
}

/**
 * The failure shown, in place of the page's loading state if it has one (the static page's area, a
 * framed page's area drawn loading): that state would never end. Nothing once the shell has
 * started, when the block is gone (React replaced the static frame, or dropShellFailed).
 */
export function showShellFailed(doc: Document, reload: () => void): void {
  const failed = doc.querySelector<HTMLElement>(FRAME_FAILED);
  if (!failed) return;
  doc.querySelector(FRAME_STATUS)?.remove();
  headingBesidePage(doc, failed);
  failed.hidden = false;
  failed.querySelector('button')?.addEventListener('click', reload, { once: true });
}

/**
 * The block's heading is an h1 (frame.html): on the static page, and on a frame whose area is still
 * loading (a protected page), it is the page's only heading. Beside a page that has its own h1 (an
 * area the server rendered: a framed product page, or one put into the static page's frame) it
 * becomes an h2 as it shows, so the page keeps one h1. Decided here, when it shows, rather than in
 * the page: the render service passes the block on as the static page has it (one copy of its
 * markup, render/src/page.mjs), and hidden, it is in no one's outline until then.
 */
function headingBesidePage(doc: Document, failed: HTMLElement): void {
  const heading = failed.querySelector('h1');
  const pageHasOne = [...doc.querySelectorAll('h1')].some((h1) => !failed.contains(h1));
  if (!heading || !pageHasOne) return;
  const h2 = doc.createElement('h2');
  for (const { name, value } of [...heading.attributes]) h2.setAttribute(name, value);
  h2.append(...heading.childNodes);
  heading.replaceWith(h2);
}

/**
 * Run by the shell as it starts (bootstrap: its scripts have all loaded): the failure block can no
 * longer be true. The static page's goes with the frame React replaces anyway; a framed page's is
 * outside #root, where React never looks, so it goes here.
 */
export function dropShellFailed(doc: Document): void {
  doc.querySelector(FRAME_FAILED)?.remove();
}
