/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { PAGE_DATA_ID, splitFrame, splitShell } from './page.mjs';

const SHELL =
  '<!doctype html><html lang="so"><head><meta charset="utf-8"><title>Suuq — Online shop for Somalia</title><meta name="description" content="Online shop"></head><body><div id="root"><header>frame</header></div><script defer src="/main.js"></script></body></html>';

test("the page's head replaces the shell's title and description; styles end the head; the area opens the root, its data follows once", () => {
  const { before, after } = splitShell(SHELL, {
    remote: 'mf_catalogue',
    url: '/product/black-tea',
    lang: 'en',
    head: '<title>Black tea — Suuq</title><meta name="description" content="Tea">',
    styles: '<style data-styled="true">.a{color:red}</style>',
    data: { 'product:black-tea': { name: '</script><script>alert(1)</script>' } },
  });
  const page = `${before}<h1>Black tea</h1>${after}`;
  expect(page.match(/<title>/g)).toHaveLength(1);
  expect(page).toContain('<title>Black tea — Suuq</title><meta name="description" content="Tea"><style data-styled="true">.a{color:red}</style>');
  expect(page).not.toContain('Online shop');
  expect(page).toContain('<html lang="en">');
  expect(before.endsWith('<div id="root"><div data-server-rendered="mf_catalogue">')).toBe(true);
  // The data cannot close its element: a product text with </script> stays text.
  const data = after.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`))[1];
  expect(JSON.parse(data)).toEqual({ remote: 'mf_catalogue', url: '/product/black-tea', lang: 'en', data: { 'product:black-tea': { name: '</script><script>alert(1)</script>' } } });
  expect(after).toContain('<header>frame</header></div><script defer src="/main.js">');
});

test('a page with no head of its own keeps the shell title', () => {
  const { before } = splitShell(SHELL, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(before).toContain('<title>Suuq — Online shop for Somalia</title>');
  expect(before).toContain('<html lang="so">');
});

/** The static page as the shell's build writes it: its own frame drawn in it (tooling/webpack/baked-frame.cjs), the failure stand-in in its main. */
const BAKED = '<html lang=so><head><style data-styled="true">.f{}</style></head><body><div id=root><a href="#main">Skip</a><header><div><input type="search"/></div></header><main id="main"><section data-remote-area="mf-catalogue" aria-busy="true" class="a"><div aria-hidden="true"><span></span></div><div></div></section><div class=ff-failed hidden>x</div></main><nav>bottom</nav></div><noscript>js</noscript></body></html>';

/** #root in a framed page (up to the <noscript> that follows it): what the shell hydrates. */
const rootOf = (page) => page.slice(page.indexOf('<div id=root'), page.indexOf('<noscript>'));

test("in the static page's frame, the area goes in its main, before its loading area, which is hidden", () => {
  const { before, after } = splitShell(BAKED, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(before).toMatch(/<header><div><input type="search"\/><\/div><\/header><main id="main"><div data-server-rendered="mf_catalogue">$/);
  expect(after).toMatch(/^<\/div><script type="application\/json" id="suuq-page-data">[^<]*<\/script><section data-remote-area="mf-catalogue" aria-busy="true"/);
  expect(before).toContain('<style>[data-server-rendered]~[data-remote-area][aria-busy=true]{display:none}</style></head>');
});

test("the static page's frame is not a rendered page: the server's frame replaces all of #root, its own styles after the page's", () => {
  const { before, after } = splitFrame(BAKED, { lang: 'en', frame: { html: '<header>Suuq</header><main></main>', styles: '<style data-styled="true">.g{}</style>' }, area: null });
  expect(after).toBe('');
  expect(before).toContain('<div id=root data-server-frame="en"><header>Suuq</header><main></main></div><noscript>js</noscript>');
  // Nothing of the static page's frame in #root (its failure block follows #root: the tests below).
  expect(rootOf(before)).not.toMatch(/ff-failed|aria-busy/);
});

test('a page that comes rendered already (a render service in front of another) is refused, never given a second area', () => {
  const { before, after } = splitShell(SHELL, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(() => splitShell(`${before}<h1>Hoyga</h1>${after}`, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} })).toThrow(/rendered already/);
});

const STAND_IN = '<!doctype html><html lang=so><head><title>Suuq — Online shop for Somalia</title></head><body><div id=root><div class=ff-bar><div class=ff-row>bar</div></div><div class=ff-wait role=status>…</div></div><noscript>Suuq needs JavaScript to run.</noscript></body></html>';
const FRAME = { html: '<header>Suuq</header><main><section data-remote-area="mf-catalogue"><div><!--suuq-area--></div></section></main><nav>bottom</nav>', styles: '<style data-styled="true">.frame{}</style>' };

test("the shell's frame drawn on the server takes the whole of #root (no stand-in left), marked with the language, the area at its slot", () => {
  const { before, after } = splitFrame(STAND_IN, {
    lang: 'en',
    frame: FRAME,
    area: { remote: 'mf_catalogue', url: '/home', head: '<title>Hoyga</title>', styles: '<style data-styled="true">.area{}</style>', data: { k: 1 } },
  });
  const page = `${before}<h1>Home</h1>${after}`;
  expect(page).toContain('<div id=root data-server-frame="en"><header>Suuq</header><main><section data-remote-area="mf-catalogue"><div><div data-server-rendered="mf_catalogue"><h1>Home</h1></div><script type="application/json" id="suuq-page-data">');
  expect(page).toContain('</script></div></section></main><nav>bottom</nav></div><noscript>');
  expect(page).not.toContain('ff-wait');
  expect(page).not.toContain('suuq-area');
  // The frame's styles, then the area's, at the end of the head; the area's title replaces the shell's.
  expect(page).toContain('<title>Hoyga</title><style data-styled="true">.frame{}</style><style data-styled="true">.area{}</style></head>');
  expect(page.match(/<title>/g)).toHaveLength(1);
});

test("a page no remote draws takes the frame's own head when it has one (the shell's not-found page); else the static page's", () => {
  const notFound = splitFrame(STAND_IN, { lang: 'en', frame: { ...FRAME, head: '<title>Page not found · Suuq</title><meta name="robots" content="noindex">' }, area: null }).before;
  expect(notFound).toContain('<title>Page not found · Suuq</title><meta name="robots" content="noindex">');
  expect(notFound.match(/<title>/g)).toHaveLength(1);
  const other = splitFrame(STAND_IN, { lang: 'en', frame: { ...FRAME, head: '' }, area: null }).before;
  expect(other).toContain('<title>Suuq — Online shop for Somalia</title>');
  // An area's head wins: the frame's is for a page with none.
  const drawn = splitFrame(STAND_IN, { lang: 'en', frame: { ...FRAME, head: '<title>frame</title>' }, area: { remote: 'mf_catalogue', url: '/home', head: '<title>Hoyga</title>', styles: '', data: {} } }).before;
  expect(drawn).toContain('<title>Hoyga</title>');
  expect(drawn).not.toContain('<title>frame</title>');
});

test("an area that did not render: the frame alone (its area in its loading state), the whole page in one piece", () => {
  const frame = { html: '<header>Suuq</header><main><section data-remote-area="mf-catalogue" aria-busy="true"><div></div></section></main>', styles: '' };
  const { before, after } = splitFrame(STAND_IN, { lang: 'so', frame, area: null });
  expect(after).toBe('');
  expect(before).toContain('<div id=root data-server-frame="so"><header>Suuq</header><main><section data-remote-area="mf-catalogue" aria-busy="true"><div></div></section></main></div><noscript>');
  expect(before).not.toContain('suuq-page-data');
});

test('a page whose frame is drawn already is refused, as one whose area is', () => {
  const { before } = splitFrame(STAND_IN, { lang: 'so', frame: FRAME, area: null });
  expect(() => splitFrame(before, { lang: 'so', frame: FRAME, area: null })).toThrow(/rendered already/);
});

test("the service's frame replaces the static page's frame with its styles: the page carries one frame's styles, not both", () => {
  const withOther = BAKED.replace('<head>', '<head><style>.ff-failed{color:red}</style>');
  const { before } = splitFrame(withOther, { lang: 'so', frame: { html: '<header>served</header>', styles: '<style data-styled="true">.served{}</style>' }, area: null });
  expect(before).not.toContain('.f{}');
  expect(before.match(/data-styled/g)).toHaveLength(1);
  expect(before).toContain('.served{}');
  expect(before).toContain('<style>.ff-failed{color:red}</style>'); // the page's own styles stay
  expect(before).not.toContain('<input type="search"/>');
});

test("a shell release from before the static page's frame (its hand-drawn stand-in): the area goes under the stand-in's bar, in place of its loading mark, which is hidden", () => {
  const OLD = '<html lang=so><head></head><body><div id=root><div class="ff-bar" aria-hidden="true"><div class="ff-row">suuq</div></div><div class="ff-wait" role="status" aria-label="Soo dejinaya…"></div><div class="ff-failed" role="alert" hidden>x</div></div></body></html>';
  const { before, after } = splitShell(OLD, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(before).toMatch(/<div class="ff-row">suuq<\/div><\/div><div data-server-rendered="mf_catalogue">$/);
  expect(after).toMatch(/<\/script><div class="ff-wait" role="status"/);
  expect(before).toContain('[data-server-rendered]~.ff-wait{display:none}');
});

/** The failure block as the shell's page carries it (the shell's own file: the two are held together here). */
const FAILED = readFileSync(new URL('../../shell/src/startup/first-frame/frame.html', import.meta.url), 'utf8').trim();
const BAKED_WITH_FAILED = BAKED.replace('<div class=ff-failed hidden>x</div>', FAILED);

test("the shell's failure block (the shop did not load, Try again) stays in the framed page, hidden, outside the #root the shell hydrates", () => {
  expect(FAILED).toMatch(/^<div class="ff-failed" role="alert" hidden>.*<button type="button"[^>]*>[^<]+<\/button><\/div>$/);
  const { before, after } = splitFrame(BAKED_WITH_FAILED, { lang: 'so', frame: { html: '<header>Suuq</header><main></main>', styles: '' }, area: null });
  expect(after).toBe('');
  expect(rootOf(before)).toBe('<div id=root data-server-frame="so"><header>Suuq</header><main></main></div>');
  expect(before).toContain(`<noscript>js</noscript>${FAILED}</body>`);
  expect(before.match(/ff-failed/g)).toHaveLength(1);
});

test('with an area rendered in the frame, the failure block follows the page after the area, once', () => {
  const { before, after } = splitFrame(BAKED_WITH_FAILED, {
    lang: 'en',
    frame: FRAME,
    area: { remote: 'mf_catalogue', url: '/product/tea', head: '', styles: '', data: {} },
  });
  const page = `${before}<h1>Tea</h1>${after}`;
  expect(before).not.toContain('ff-failed');
  expect(after).toMatch(new RegExp(`</main><nav>bottom</nav></div><noscript>js</noscript>${FAILED.replace(/[.?]/g, '\\$&')}</body></html>$`));
  expect(page.match(/ff-failed/g)).toHaveLength(1);
});

test("a shell release from before the static page's frame: its failure block comes out of #root too, still hidden (its own watcher looks only for its stand-in's loading mark)", () => {
  const OLD = '<html lang=so><head></head><body><div id=root><div class="ff-bar"><div class="ff-row">suuq</div></div><div class="ff-wait" role="status"></div><div class="ff-failed" role="alert" hidden><h1>x</h1><button>y</button></div></div><noscript>n</noscript></body></html>';
  const { before } = splitFrame(OLD, { lang: 'so', frame: FRAME, area: null });
  expect(before).toContain('<div id=root data-server-frame="so"><header>Suuq</header><main><section data-remote-area="mf-catalogue"><div></div></section></main><nav>bottom</nav></div><noscript>n</noscript><div class="ff-failed" role="alert" hidden><h1>x</h1><button>y</button></div></body>');
  expect(before).not.toMatch(/ff-bar|ff-wait/);
});
