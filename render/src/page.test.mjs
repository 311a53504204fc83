/** @jest-environment node */
import { PAGE_DATA_ID, splitShell } from './page.mjs';

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

test("in the shell's first frame, the area goes under its bar, in place of its loading sign, which is hidden", () => {
  const frame = '<html lang=so><head></head><body><div id=root><div class=ff-bar aria-hidden=true>bar</div><div class=ff-wait role=status>…</div></div></body></html>';
  const { before, after } = splitShell(frame, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(before).toMatch(/<div id=root><div class=ff-bar aria-hidden=true>bar<\/div><div data-server-rendered="mf_catalogue">$/);
  expect(after).toMatch(/<\/script><div class=ff-wait role=status>/);
  expect(before).toContain('<style>[data-server-rendered]~.ff-wait{display:none}</style></head>');
});

test('a page that comes rendered already (a render service in front of another) is refused, never given a second area', () => {
  const { before, after } = splitShell(SHELL, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} });
  expect(() => splitShell(`${before}<h1>Hoyga</h1>${after}`, { remote: 'mf_catalogue', url: '/home', lang: 'so', head: '', styles: '', data: {} })).toThrow(/rendered already/);
});
