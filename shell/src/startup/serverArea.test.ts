import { keepServerArea, takeServerArea } from './serverArea';

const at = (url: string) => ({ pathname: new URL(url, 'http://shop').pathname, search: new URL(url, 'http://shop').search });

function page(area: string, data: string) {
  document.body.innerHTML = `<div id="root"><div class="ff-bar">bar</div>${area}<script type="application/json" id="suuq-page-data">${data}</script></div>`;
}

const AREA = '<div data-server-rendered="mf_catalogue"><h1>Black tea</h1></div>';
const DATA = JSON.stringify({ remote: 'mf_catalogue', url: '/product/black-tea', lang: 'en', data: { 'product:black-tea': { name: 'Black tea' } } });

test("the server's area is taken out of the page before the shell renders, and handed once to its remote at its address", () => {
  page(AREA, DATA);
  const heading = document.querySelector('h1');
  keepServerArea(document);
  // Out of #root, so the shell's first render cannot wipe it.
  expect(document.querySelector('[data-server-rendered]')).toBeNull();
  const area = takeServerArea('mf_catalogue', at('/product/black-tea'));
  expect(area?.element.querySelector('h1')).toBe(heading);
  expect(area?.page).toEqual({ lang: 'en', data: { 'product:black-tea': { name: 'Black tea' } } });
  expect(takeServerArea('mf_catalogue', at('/product/black-tea'))).toBeNull();
});

test('another remote, or an address the shopper moved on to, gets no server area (a client render)', () => {
  page(AREA, DATA);
  keepServerArea(document);
  expect(takeServerArea('mf_live', at('/product/black-tea'))).toBeNull();
  page(AREA, DATA);
  keepServerArea(document);
  expect(takeServerArea('mf_catalogue', at('/search-results?keyword=tea'))).toBeNull();
});

test.each([
  ['unreadable data', 'not json'],
  ['data of another remote', JSON.stringify({ remote: 'mf_live', url: '/product/black-tea', lang: 'so', data: {} })],
  ['data without its address', JSON.stringify({ remote: 'mf_catalogue', lang: 'so', data: {} })],
])('%s: the area stays where it is and no remote hydrates it', (_name, data) => {
  page(AREA, data);
  keepServerArea(document);
  expect(document.querySelector('[data-server-rendered]')).not.toBeNull();
  expect(takeServerArea('mf_catalogue', at('/product/black-tea'))).toBeNull();
});

test('a page with no server area (the frame alone) changes nothing', () => {
  document.body.innerHTML = '<div id="root"><div class="ff-wait">…</div></div>';
  keepServerArea(document);
  expect(takeServerArea('mf_catalogue', at('/home'))).toBeNull();
  expect(document.querySelector('.ff-wait')).not.toBeNull();
});

test("in the shell's own server-rendered frame, the area stays in its place (the shell hydrates around it)", () => {
  document.body.innerHTML = `<div id="root" data-server-frame="en"><header>bar</header><main><section data-remote-area="mf-catalogue"><div>${AREA}<script type="application/json" id="suuq-page-data">${DATA}</script></div></section></main></div>`;
  const heading = document.querySelector('h1');
  keepServerArea(document);
  expect(document.querySelector('[data-server-rendered] h1')).toBe(heading);
  expect(takeServerArea('mf_catalogue', at('/product/black-tea'))?.element.querySelector('h1')).toBe(heading);
});
