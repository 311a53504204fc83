import { HELD_ATTRIBUTE, RETRY_MS, dropEarlyTaps, listenForEarlyTaps, replayEarlyTaps } from './earlyTaps';

const STORE = Symbol.for('suuq.shell.early-taps.v1');

// A product page's area as the server sends it: buttons with no handler yet, and a link.
const AREA = `<div data-server-rendered="mf_catalogue"><main>
  <h1>Black tea</h1>
  <div class="buy"><button type="button" id="minus">−</button><button type="button" id="add"><span>Add to Cart</span></button></div>
  <button type="button" id="heart" aria-busy="false">♡</button>
  <a href="/category/tea" id="link">Tea</a>
</main></div>`;

let stopped: (() => void)[] = [];

function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<header><button id="menu">Menu</button></header><div id="root">${AREA}</div>`;
  listenForEarlyTaps(document);
  stopped.push(dropEarlyTaps);
  return document.querySelector<HTMLElement>('[data-server-rendered]')!;
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

/** What the remote's code does once it has hydrated: handlers on the very elements. */
function hydrate(area: HTMLElement, log: string[]) {
  for (const button of area.querySelectorAll('button')) button.addEventListener('click', () => log.push(button.id));
}

afterEach(() => {
  stopped.forEach((stop) => stop());
  stopped = [];
  delete (globalThis as Record<symbol, unknown>)[STORE];
  jest.useRealTimers();
});

test('a tap on a server-rendered button before hydration is held and shown busy, and nothing else sees it', () => {
  page();
  const seen: string[] = [];
  document.addEventListener('click', () => seen.push('document'), true);
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  $('#add span').dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  expect($('#add')).toHaveAttribute('aria-busy', 'true');
  expect($('#add')).toHaveAttribute(HELD_ATTRIBUTE);
  // The busy look comes from one stylesheet rule, added with the first tap.
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  expect(document.head.querySelector('style')!.textContent).toMatch(/\[data-early-tap\]\{cursor:progress;opacity:\.6\}/);
});

test('once the remote has hydrated, the held tap is replayed once on the same button, and later taps go straight to the page', () => {
  const area = page();
  $('#add').click();
  const log: string[] = [];
  hydrate(area, log);
  replayEarlyTaps(area);
  expect(log).toEqual(['add']);
  expect($('#add')).not.toHaveAttribute('aria-busy');
  expect($('#add')).not.toHaveAttribute(HELD_ATTRIBUTE);
  replayEarlyTaps(area);
  $('#add').click();
  expect(log).toEqual(['add', 'add']);
});

test('the latest tap only: an earlier tap on another button is let go, and a repeated tap counts once', () => {
  const area = page();
  $('#heart').click();
  $('#add').click();
  $('#add').click();
  // The heart's own aria-busy is given back.
  expect($('#heart')).toHaveAttribute('aria-busy', 'false');
  expect($('#heart')).not.toHaveAttribute(HELD_ATTRIBUTE);
  const log: string[] = [];
  hydrate(area, log);
  replayEarlyTaps(area);
  expect(log).toEqual(['add']);
});

test('a tap on a button that is gone after hydration is dropped: no click, no busy mark left', () => {
  const area = page();
  $('#heart').click();
  const heart = $('#heart');
  // The page the remote drew has something else at the heart's place.
  heart.replaceWith(Object.assign(document.createElement('p'), { id: 'note' }));
  const log: string[] = [];
  hydrate(area, log);
  const seen: string[] = [];
  document.addEventListener('click', () => seen.push('click'), true);
  replayEarlyTaps(area);
  expect(log).toEqual([]);
  expect(seen).toEqual([]);
  expect(heart).toHaveAttribute('aria-busy', 'false');
  expect(heart).not.toHaveAttribute(HELD_ATTRIBUTE);
});

test('a disabled button at that place is not pressed', () => {
  const area = page();
  $('#minus').click();
  const log: string[] = [];
  hydrate(area, log);
  ($('#minus') as HTMLButtonElement).disabled = true;
  replayEarlyTaps(area);
  expect(log).toEqual([]);
  expect($('#minus')).not.toHaveAttribute('aria-busy');
});

test('an area React drew again (not hydrated in place) gets the tap on the button at the same position', () => {
  const area = page();
  $('#add').click();
  const old = $('#add');
  area.innerHTML = AREA.replace(/^<div[^>]*>|<\/div>$/g, '').replace('id="add"', 'id="add-again"');
  const log: string[] = [];
  hydrate(area, log);
  replayEarlyTaps(area);
  expect(log).toEqual(['add-again']);
  expect(old).not.toHaveAttribute('aria-busy');
});

test('a replay React still stops (that part of the page waits for its code) runs nothing, stays busy, and is tried again until it goes through, once', () => {
  jest.useFakeTimers();
  const area = page();
  $('#add').click();
  const log: string[] = [];
  hydrate(area, log);
  // React 18 on a part it cannot hydrate yet: the click is stopped at its root, before the button.
  let codeArrived = false;
  area.addEventListener('click', (e) => !codeArrived && e.stopPropagation(), true);
  replayEarlyTaps(area);
  expect(log).toEqual([]);
  expect($('#add')).toHaveAttribute('aria-busy', 'true');
  jest.advanceTimersByTime(RETRY_MS);
  expect(log).toEqual([]);
  // A newer tap while it waits takes its place.
  $('#heart').click();
  codeArrived = true;
  jest.advanceTimersByTime(RETRY_MS);
  expect(log).toEqual(['heart']);
  expect($('#add')).not.toHaveAttribute('aria-busy');
  jest.advanceTimersByTime(RETRY_MS * 10);
  expect(log).toEqual(['heart']);
});

test('after hydration with nothing held, a tap on a part still waiting is held then, and one React takes ends the holding', () => {
  jest.useFakeTimers();
  const area = page();
  const log: string[] = [];
  hydrate(area, log);
  let codeArrived = false;
  area.addEventListener('click', (e) => !codeArrived && e.stopPropagation(), true);
  replayEarlyTaps(area);
  $('#add').click();
  expect(log).toEqual([]);
  expect($('#add')).toHaveAttribute('aria-busy', 'true');
  codeArrived = true;
  jest.advanceTimersByTime(RETRY_MS);
  expect(log).toEqual(['add']);
  $('#heart').click();
  expect(log).toEqual(['add', 'heart']);
});

test('links and buttons outside the server area are never held', () => {
  page();
  const seen: string[] = [];
  document.addEventListener('click', (e) => {
    seen.push((e.target as HTMLElement).id);
    e.preventDefault(); // no navigation in jsdom
  });
  $('#link').click();
  $('#menu').click();
  expect(seen).toEqual(['link', 'menu']);
  expect($('#menu')).not.toHaveAttribute('aria-busy');
});

test('an area whose remote failed to load: the held tap is dropped and taps are no longer held', () => {
  page();
  $('#add').click();
  dropEarlyTaps();
  expect($('#add')).not.toHaveAttribute('aria-busy');
  const seen: string[] = [];
  document.addEventListener('click', () => seen.push('click'));
  $('#add').click();
  expect(seen).toEqual(['click']);
});

test('a page with no server area holds nothing', () => {
  document.body.innerHTML = '<div id="root"><button id="b">b</button></div>';
  listenForEarlyTaps(document);
  const seen: string[] = [];
  document.addEventListener('click', () => seen.push('click'));
  $('#b').click();
  expect(seen).toEqual(['click']);
  expect((globalThis as Record<symbol, unknown>)[STORE]).toBeUndefined();
});
