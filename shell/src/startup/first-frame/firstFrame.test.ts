import fs from 'node:fs';
import path from 'node:path';
import { setLanguage } from 'shared-ui';
import { LANGUAGE_COOKIE as SHARED_UI_COOKIE } from 'shared-ui/language-cookie';
import { t } from '../../messages';
import { dropShellFailed, FRAME_FAILED, FRAME_STATUS, LANGUAGE_COOKIE, LANGUAGE_KEY, showShellFailed, speakFrameLanguage, watchShellScripts } from './firstFrame';

const frameHtml = fs.readFileSync(path.join(__dirname, 'frame.html'), 'utf8');

/**
 * A page as the static host serves it: the shell's frame drawn at build time (its main's area in
 * its loading state, as RemoteArea draws it) with frame.html inside the main
 * (tooling/webpack/baked-frame.cjs; baked-frame.test.cjs checks that build with the real frame).
 */
function pageWithFrame(): Document {
  const doc = document.implementation.createHTMLDocument('Suuq');
  doc.documentElement.lang = 'so';
  doc.body.innerHTML = `<div id="root"><header>the header</header><main id="main"><section data-remote-area="mf-catalogue" aria-busy="true"></section>${frameHtml}</main></div>`;
  return doc;
}
const storageWith = (value: string | null) => () => ({ getItem: (key: string) => (key === LANGUAGE_KEY ? value : null) });

afterEach(() => {
  localStorage.clear();
  setLanguage('so');
});

describe('the first frame (the page before its scripts have run)', () => {
  test('the language key is the one shared-ui writes', () => {
    setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  test("the cookie is the one shared-ui reads", () => {
    expect(LANGUAGE_COOKIE).toBe(SHARED_UI_COOKIE);
  });

  /** The page as a server sent it for a shopper with this Cookie header. */
  const withCookie = (doc: Document, cookie: string): Document => Object.defineProperty(doc, 'cookie', { value: cookie });

  test('a page drawn in its cookie\'s language keeps it, whatever the device remembers (the cookie is the last choice: the switch without scripts writes only it)', () => {
    const somali = withCookie(pageWithFrame(), 'a=1; suuq_lang=so');
    speakFrameLanguage(somali, storageWith('en'));
    expect(somali.documentElement.lang).toBe('so');
    expect(somali.querySelector(`${FRAME_FAILED} button`)!.textContent).toBe('Isku day mar kale');
    const english = withCookie(pageWithFrame(), 'suuq_lang=en');
    english.documentElement.lang = 'en';
    speakFrameLanguage(english, storageWith('so'));
    expect(english.documentElement.lang).toBe('en');
    expect(english.querySelector(`${FRAME_FAILED} button`)!.textContent).toBe('Try again');
  });

  test('a cookie that names no language leaves the choice to the device; cookies that cannot be read leave the page as it is', () => {
    const broken = withCookie(pageWithFrame(), 'suuq_lang=fr');
    speakFrameLanguage(broken, storageWith('en'));
    expect(broken.documentElement.lang).toBe('en');
    const blocked = Object.defineProperty(pageWithFrame(), 'cookie', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(() => speakFrameLanguage(blocked, storageWith('en'))).not.toThrow();
    expect(blocked.documentElement.lang).toBe('so');
  });

  test('a shopper who chose English, on the Somali page with no cookie (a choice made before the cookie existed): the page says lang=en', () => {
    const doc = pageWithFrame();
    speakFrameLanguage(doc, storageWith('en'));
    expect(doc.documentElement.lang).toBe('en');
  });

  test.each([['so'], [null], ['{broken']])('stored %p: the default language stays', (stored) => {
    const doc = pageWithFrame();
    speakFrameLanguage(doc, storageWith(stored));
    expect(doc.documentElement.lang).toBe('so');
    expect(doc.querySelector(`${FRAME_FAILED} button`)!.textContent).toBe('Isku day mar kale');
  });

  test('storage that throws when read leaves the frame as it is', () => {
    const doc = pageWithFrame();
    speakFrameLanguage(doc, () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(doc.documentElement.lang).toBe('so');
  });

  test("a shopper who chose English: the shell's failure, should it come, is in English too", () => {
    const doc = pageWithFrame();
    speakFrameLanguage(doc, storageWith('en'));
    const failed = doc.querySelector(FRAME_FAILED)!;
    expect(failed.querySelector('h1')!.textContent).toBe('The shop did not load');
    expect(failed.querySelector('p')!.textContent).toBe('Check your connection and try again.');
    expect(failed.querySelector('button')!.textContent).toBe('Try again');
  });

  test("the failure's Try again is the shell's own words, in Somali until the shopper chose English", () => {
    const button = pageWithFrame().querySelector(`${FRAME_FAILED} button`)!;
    setLanguage('so');
    expect(button.textContent).toBe(t('tryAgain'));
    setLanguage('en');
    expect(button.getAttribute('data-en')).toBe(t('tryAgain'));
  });

  test("the failure's texts are the shell catalogue's, in Somali and in English (data-en)", () => {
    const failed = pageWithFrame().querySelector(FRAME_FAILED)!;
    const parts = { shopFailedTitle: failed.querySelector('h1')!, shopFailedText: failed.querySelector('p')!, tryAgain: failed.querySelector('button')! };
    for (const [key, el] of Object.entries(parts)) {
      setLanguage('so');
      expect(el.textContent).toBe(t(key as keyof typeof parts));
      setLanguage('en');
      expect(el.getAttribute('data-en')).toBe(t(key as keyof typeof parts));
    }
  });

  test('a page in English (its cookie\'s page, or a frame the render service drew in English), nothing stored: the failure is in English', () => {
    const doc = pageWithFrame();
    doc.documentElement.lang = 'en';
    speakFrameLanguage(doc, storageWith(null));
    expect(doc.querySelector(`${FRAME_FAILED} h1`)!.textContent).toBe('The shop did not load');
    expect(doc.querySelector(`${FRAME_FAILED} button`)!.textContent).toBe('Try again');
  });

  test('a page without the frame (the development server) is left alone', () => {
    const doc = document.implementation.createHTMLDocument('Suuq');
    expect(() => speakFrameLanguage(doc, storageWith('en'))).not.toThrow();
    expect(doc.documentElement.lang).toBe('en');
  });
});

/** A shell text in English (the catalogue's), the language then back to Somali. */
function shellTextInEnglish(key: Parameters<typeof t>[0]): string {
  setLanguage('en');
  try {
    return t(key);
  } finally {
    setLanguage('so');
  }
}

/** One of the page's scripts, failing to load as the browser reports it (an error event on it). */
const failToLoad = (src: string) => {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
};
/** The page's 'the shop did not load' block. */
const failed = () => document.querySelector<HTMLElement>(FRAME_FAILED)!;

describe("the first frame when the shell's own scripts fail", () => {
  /** The live document with the page's scripts (as index.html names them) and the frame. */
  let stop = () => {};
  afterEach(() => stop());
  function liveShellPage() {
    document.head.innerHTML =
      '<script defer src="/main.abc.js"></script><link rel="preload" as="script" href="/vendor.def.js">';
    document.body.innerHTML = pageWithFrame().body.innerHTML;
    const reload = jest.fn();
    stop = watchShellScripts(document, reload);
    return reload;
  }

  test('it is hidden while the page loads', () => {
    liveShellPage();
    expect(failed().hidden).toBe(true);
    expect(document.querySelector(FRAME_STATUS)).not.toBeNull();
  });

  test.each([['/main.abc.js'], ['/vendor.def.js']])('%s fails: the frame says the shop did not load, and Try again reloads', (src) => {
    const reload = liveShellPage();
    failToLoad(src);
    expect(failed().hidden).toBe(false);
    expect(failed().getAttribute('role')).toBe('alert');
    expect(document.querySelector(FRAME_STATUS)).toBeNull();
    failed().querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("shown on the static page, where nothing else is a heading, the failure's heading is the page's h1", () => {
    liveShellPage();
    failToLoad('/main.abc.js');
    expect([...document.querySelectorAll('h1, h2')]).toEqual([failed().querySelector('h1')]);
  });

  test("another script's failure (a remote's, a hint's) is not the shell's", () => {
    liveShellPage();
    failToLoad('http://127.0.0.1:3001/remoteEntry.js');
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(failed().hidden).toBe(true);
  });

  test('once React has replaced the frame, a late failure changes nothing here', () => {
    liveShellPage();
    document.getElementById('root')!.innerHTML = '<header>the real header</header>';
    failToLoad('/vendor.def.js');
    expect(document.getElementById('root')!.innerHTML).toBe('<header>the real header</header>');
    expect(() => showShellFailed(document, jest.fn())).not.toThrow();
  });
});

/**
 * A page the render service framed (render/src/page.mjs splitFrame): #root holds the server's frame,
 * which the shell hydrates; the failure block follows it, at the end of <body>.
 */
describe("a page the render service framed, when the shell's own scripts fail", () => {
  let stop = () => {};
  afterEach(() => stop());
  function framedPage(main: string) {
    document.head.innerHTML = '<script defer src="/main.abc.js"></script><link rel="preload" as="script" href="/vendor.def.js">';
    document.body.innerHTML = `<div id="root" data-server-frame="so"><header><a href="/home">Suuq</a></header><main id="main">${main}</main></div><noscript>js</noscript>${frameHtml}`;
    const reload = jest.fn();
    stop = watchShellScripts(document, reload);
    return { reload, root: document.getElementById('root')!.innerHTML };
  }

  test("a product page (its area rendered, a tap held on its button): the failure shows after #root, the server's page untouched, and Try again reloads", () => {
    const { reload, root } = framedPage(
      '<section data-remote-area="mf-catalogue" aria-busy="false"><div data-server-rendered="mf-catalogue"><h1>Black tea</h1><button aria-busy="true">Add to Cart</button></div></section>',
    );
    expect(failed().hidden).toBe(true);
    failToLoad('/main.abc.js');
    expect(failed().hidden).toBe(false);
    expect(failed().getAttribute('role')).toBe('alert');
    expect(document.getElementById('root')!.innerHTML).toBe(root);
    failed().querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('/cart (its area drawn loading, held without its remote until hydration): the failure shows, and the loading state that would never end goes', () => {
    framedPage('<section aria-busy="true"><div role="status"></div></section>');
    failToLoad('/vendor.def.js');
    expect(failed().hidden).toBe(false);
    expect(document.querySelector(FRAME_STATUS)).toBeNull();
    expect(document.querySelector('main [role="status"]')).toBeNull();
    expect(document.querySelector('header a')!.getAttribute('href')).toBe('/home');
  });

  test("beside a page with its own h1 (a rendered area), the failure's heading shows as an h2, its texts kept: the page has one h1; alone on the page (/cart loading) it is the h1", () => {
    framedPage('<section data-remote-area="mf-catalogue" aria-busy="false"><div data-server-rendered="mf-catalogue"><h1>Black tea</h1></div></section>');
    failToLoad('/main.abc.js');
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Black tea']);
    const heading = failed().querySelector('h2')!;
    expect(heading.textContent).toBe(t('shopFailedTitle'));
    expect(heading.getAttribute('data-en')).toBe(shellTextInEnglish('shopFailedTitle'));
    expect(failed().firstElementChild).toBe(heading); // in its place, before the text and Try again
    stop();

    framedPage('<section aria-busy="true"><div role="status"></div></section>');
    failToLoad('/vendor.def.js');
    expect([...document.querySelectorAll('h1')]).toEqual([failed().querySelector('h1')]);
    expect(failed().querySelector('h1')!.textContent).toBe(t('shopFailedTitle'));
  });

  test('once the shell has started (dropShellFailed, in bootstrap), the block is gone and a late failure changes nothing', () => {
    const { root } = framedPage('<section data-remote-area="mf-checkout" aria-busy="true"><div></div></section>');
    dropShellFailed(document);
    expect(document.querySelector(FRAME_FAILED)).toBeNull();
    failToLoad('/vendor.def.js');
    expect(document.getElementById('root')!.innerHTML).toBe(root);
  });
});
