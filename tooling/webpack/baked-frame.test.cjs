/** @jest-environment node */
// Each test runs real webpack builds: seconds on a busy machine.
jest.setTimeout(90_000);

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { build } = require('./testing.cjs');
const { serverTarget } = require('./server-target.cjs');
const { BakedFrame, bakePage, PAGE_FILES, NEUTRAL_PATH } = require('./baked-frame.cjs');

// The shell's React and styled-components: what the render service provides the server entry.
const SHELL = path.resolve(__dirname, '../../shell');

/** A server entry shaped as the shell's (src/server/frame.tsx): the frame of a URL in the cookie's language. */
const FRAME = {
  'frame.js': `import { createElement as h } from 'react';
import styled from 'styled-components';
const Bar = styled.header\`height: 70px;\`;
const words = { so: 'Gal', en: 'Login' };
export function render({ url, cookie, area }) {
  const lang = /suuq_lang=en/.test(cookie) ? 'en' : 'so';
  const element = h('div', null, h(Bar, null, h('input', { type: 'search' }), h('button', null, words[lang])), h('main', { id: 'main' }, h('section', { 'data-remote-area': 'x', 'aria-busy': 'true', 'data-url': url, 'data-area': String(area) })));
  return { element, lang, head: '', data: {}, status: 200 };
}
`,
};

/** The page's template as tooling/index.html writes #root: the failure stand-in in it. */
const TEMPLATE = '<!doctype html><html lang="so"><head><title>Suuq</title></head><body><div id="root"><div class="ff-failed" hidden>failed</div></div><noscript>js</noscript></body></html>';

async function builtPages(extraPlugins = []) {
  const server = await build(FRAME, (dir) => serverTarget({ dir, name: 'shell', exposes: { './frame': './frame.js' } }, 'production'));
  const serverDir = path.join(server.dir, 'dist', 'server');
  return build({ 'index.js': 'document.title = "page";\n' }, () => ({
    entry: { main: './index.js' },
    plugins: [new HtmlWebpackPlugin({ templateContent: TEMPLATE, publicPath: '/' }), new BakedFrame({ serverDir, appDir: SHELL }), ...extraPlugins],
  }));
}

test("the shell's page is built with its frame drawn by its server entry: the Somali page and the English one", async () => {
  const out = await builtPages();
  expect(PAGE_FILES).toEqual({ so: 'index.html', en: 'index.en.html' });
  expect(out.files).toEqual(expect.arrayContaining(['index.html', 'index.en.html']));
  // Quotes as the minifier leaves them or not.
  const so = out.read('index.html').toString().replace(/"/g, '');
  const en = out.read('index.en.html').toString().replace(/"/g, '');
  expect(so).toMatch(/<html lang=so>/);
  expect(en).toMatch(/<html lang=en>/);
  // The server entry's own tree, in each language: its header, search box and words.
  expect(so).toMatch(/<div id=root><div><header class=[^>]+><input type=search\/?><button>Gal<\/button><\/header>/);
  expect(en).toContain('<button>Login</button>');
  // A neutral, logged-out frame: no page's path, no area rendered into it.
  expect(so).toContain(`data-url=${NEUTRAL_PATH} data-area=null`);
  // Its styles collected into <head>.
  expect(so).toMatch(/<style data-styled=true[^>]*>[^<]*height:70px[^<]*<\/style><\/head>/);
  // As styled-components wrote them (its rule markers), in both pages: the browser's copy takes them over.
  for (const page of [so, en]) expect(page).toMatch(/\{height:70px;\}\/\*!sc\*\/\ndata-styled\.g1\[id=sc-[^\]]+\]\{content:\w+,\}\/\*!sc\*\//);
  // The failure stand-in (frame.html) inside the frame's main, after its loading area.
  expect(so).toMatch(/<main id=main><section [^>]*aria-busy=true[^>]*><\/section><div class=ff-failed hidden>failed<\/div><\/main>/);
});

describe('bakePage', () => {
  const frame = { lang: 'en', html: '<header>h</header><main id="main"><section aria-busy="true"></section></main><nav>b</nav>', styles: '<style data-styled="true">x{}</style>' };

  test('the stand-in moves into the main; the styles close <head>; lang is the frame\'s', () => {
    const page = '<!doctype html><html lang=so><head><title>t</title></head><body><div id=root><div class=ff-failed hidden>f</div></div><noscript>n</noscript></body></html>';
    expect(bakePage(page, frame)).toBe(
      '<!doctype html><html lang="en"><head><title>t</title><style data-styled="true">x{}</style></head><body><div id=root><header>h</header><main id="main"><section aria-busy="true"></section><div class=ff-failed hidden>f</div></main><nav>b</nav></div><noscript>n</noscript></body></html>',
    );
  });

  test("the frame's head titles the page in its language (the Somali page was titled in English)", () => {
    const page = '<html lang=so><head><title>Suuq — Online shop for Somalia</title></head><body><div id=root></div></body></html>';
    const baked = bakePage(page, { ...frame, lang: 'so', head: '<title>Suuq — Dukaanka internetka ee Soomaaliya</title>' });
    expect(baked).toContain('<head><title>Suuq — Dukaanka internetka ee Soomaaliya</title><style');
    expect(baked.match(/<title>/g)).toHaveLength(1);
    // A shell release's frame with no head leaves the page's title.
    expect(bakePage(page, frame)).toContain('<title>Suuq — Online shop for Somalia</title>');
  });

  test('a page without #root is an error of the build, not a page without a frame', () => {
    expect(() => bakePage('<html><body></body></html>', frame)).toThrow(/no #root/);
  });
});
