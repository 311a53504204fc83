import { focusMainRegion, startPageScroll, type PageScroll } from './pageScroll';

/** jsdom has no layout: the window's scroll is a number the fakes move. */
let y = 0;
let pageHeight = 5000;
let scroll: PageScroll;

const popstate = (fromSingleSpa: boolean) => {
  const event = new PopStateEvent('popstate', { state: null });
  if (fromSingleSpa) Object.assign(event, { singleSpa: true, singleSpaTrigger: 'pushState' });
  window.dispatchEvent(event);
};
/** The shopper scrolls; the position is kept on the next frame. */
const scrollTo = (top: number) => {
  y = top;
  window.dispatchEvent(new Event('scroll'));
  jest.runOnlyPendingTimers();
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  y = 0;
  pageHeight = 5000;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, top: number) => {
    y = Math.min(top, pageHeight - window.innerHeight);
  }) as typeof window.scrollTo);
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((fn) => setTimeout(() => fn(0), 16) as unknown as number);
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => clearTimeout(id));
  scroll = startPageScroll();
});
afterEach(() => {
  scroll.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('a push to another page (single-spa marks its popstate) starts at the top', () => {
  scroll.navigated('home', false);
  scrollTo(1310);
  popstate(true);
  expect(scroll.navigated('product', true)).toBe(false);
  expect(y).toBe(0);
});

it('Back (an unmarked popstate) returns to where the shopper was, once the page is tall enough', () => {
  scroll.navigated('home', false);
  scrollTo(1310);
  popstate(true);
  scroll.navigated('product', true);
  scrollTo(200);
  // The remote renders /home after the shell: short at first.
  pageHeight = 1200;
  popstate(false);
  expect(scroll.navigated('home', true)).toBe(true);
  expect(y).toBeLessThan(1310);
  pageHeight = 5000;
  jest.advanceTimersByTime(50);
  expect(y).toBe(1310);
  // Forward: the product where it was left.
  popstate(false);
  scroll.navigated('product', true);
  expect(y).toBe(200);
});

it('a restore gives up when the shopper scrolls first', () => {
  scroll.navigated('home', false);
  scrollTo(1310);
  scroll.navigated('product', true);
  pageHeight = 900;
  popstate(false);
  scroll.navigated('home', true);
  window.dispatchEvent(new Event('wheel'));
  pageHeight = 5000;
  jest.advanceTimersByTime(100);
  expect(y).toBeLessThan(1310);
});

it('a change within one page (sort, filters) keeps the place', () => {
  scroll.navigated('results', false);
  scrollTo(700);
  popstate(true);
  scroll.navigated('results-sorted', false);
  expect(y).toBe(700);
});

it('the page shrinking under the next page is not taken for the shopper scrolling', () => {
  scroll.navigated('home', false);
  scrollTo(1310);
  // The next page renders before the shell hears of the push: the window is pulled up.
  pageHeight = 1000;
  scrollTo(1000 - window.innerHeight);
  popstate(true);
  scroll.navigated('product', true);
  popstate(false);
  pageHeight = 5000;
  scroll.navigated('home', true);
  jest.advanceTimersByTime(50);
  expect(y).toBe(1310);
});

describe('focusMainRegion', () => {
  it('moves the focus to the main region', () => {
    document.body.innerHTML = '<a href="/x">card</a><main tabindex="-1"></main>';
    document.querySelector('a')!.focus();
    focusMainRegion(document.querySelector('main'));
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('leaves the focus in an open dialog (the login popup over /home)', () => {
    document.body.innerHTML = '<div role="dialog"><input></div><main tabindex="-1"></main>';
    document.querySelector('input')!.focus();
    focusMainRegion(document.querySelector('main'));
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it("leaves the focus the new page placed itself (a page's error message took it first)", () => {
    document.body.innerHTML =
      '<main tabindex="-1"><div tabindex="-1" id="error"><div role="alert">x</div></div></main>';
    document.getElementById('error')!.focus();
    focusMainRegion(document.querySelector('main'));
    expect(document.activeElement).toBe(document.getElementById('error'));
  });

  it('moves the focus off a link that stays in main across the navigation', () => {
    document.body.innerHTML = '<main tabindex="-1"><a href="/x">filter</a></main>';
    document.querySelector('a')!.focus();
    focusMainRegion(document.querySelector('main'));
    expect(document.activeElement).toBe(document.querySelector('main'));
  });
});

it("a jump to an anchor (the skip link's #main) is left to the browser", () => {
  scroll.navigated('default', false);
  scrollTo(900);
  // The browser scrolls to the anchor, then tells of the new entry (its key is 'default' again).
  window.history.replaceState(null, '', '#main');
  y = 70;
  popstate(false);
  expect(scroll.navigated('default', false)).toBe(true);
  jest.advanceTimersByTime(50);
  expect(y).toBe(70);
  window.history.replaceState(null, '', '/');
});

describe('an address naming a place in the page (#password)', () => {
  /** Layout in jsdom: the element's top in the page, seen through the window's scroll. */
  const placeAt = (el: HTMLElement, top: () => number) =>
    jest
      .spyOn(el, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: top() - y, bottom: top() - y + 100 }) as DOMRect);

  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const startWithInset = (inset: number) => {
    scroll.stop();
    scroll = startPageScroll(window, { topInset: () => inset });
  };

  it('a link to another page goes to the place once the remote renders it, below the header, and follows it as content above loads (issue 28)', () => {
    startWithInset(60);
    scroll.navigated('account', false);
    scrollTo(300);
    window.history.pushState(null, '', '/account/profile#password');
    popstate(true);
    expect(scroll.navigated('profile', true)).toBe(false);
    // The remote has not rendered the form yet: the new page starts at the top.
    expect(y).toBe(0);
    document.body.innerHTML = '<main><form id="password"><input></form></main>';
    const form = document.getElementById('password')!;
    let formTop = 400;
    placeAt(form, () => formTop);
    jest.advanceTimersByTime(20);
    expect(y).toBe(400 - 60 - 8);
    expect(document.activeElement).toBe(form);
    // The profile loads above it and pushes it down: the view follows.
    formTop = 1300;
    jest.advanceTimersByTime(20);
    expect(y).toBe(1300 - 60 - 8);
  });

  it('stops following the place when the shopper scrolls', () => {
    startWithInset(0);
    scroll.navigated('account', false);
    document.body.innerHTML = '<section id="reviews"></section>';
    let top = 900;
    placeAt(document.getElementById('reviews')!, () => top);
    window.history.pushState(null, '', '/product/x#reviews');
    popstate(true);
    scroll.navigated('product', true);
    expect(y).toBe(900 - 8);
    window.dispatchEvent(new Event('wheel'));
    top = 2000;
    jest.advanceTimersByTime(100);
    expect(y).toBe(900 - 8);
  });

  it('a link to another place in the same page goes there; a change that keeps the place (sort) does not', () => {
    startWithInset(0);
    document.body.innerHTML = '<section id="orders"></section>';
    placeAt(document.getElementById('orders')!, () => 1500);
    scroll.navigated('account', false);
    scrollTo(100);
    window.history.pushState(null, '', '/#orders');
    popstate(true);
    scroll.navigated('account-orders', false);
    expect(y).toBe(1500 - 8);
    window.dispatchEvent(new Event('wheel'));
    scrollTo(40);
    popstate(true);
    scroll.navigated('account-orders-sorted', false); // the same #orders
    jest.advanceTimersByTime(50);
    expect(y).toBe(40);
  });

  it('the page opened at such an address (typed, reloaded) goes there too, and the focus with it', () => {
    scroll.stop();
    window.history.replaceState(null, '', '/account/profile#password');
    scroll = startPageScroll(window, { topInset: () => 50 });
    scroll.navigated('profile', false);
    document.body.innerHTML = '<form id="password"><input></form>';
    placeAt(document.getElementById('password')!, () => 700);
    jest.advanceTimersByTime(20);
    expect(y).toBe(700 - 50 - 8);
    expect(document.activeElement).toBe(document.getElementById('password'));
  });

  it('focus the page put inside the place stays; the main region does not take it', () => {
    window.history.replaceState(null, '', '/account/profile#password');
    document.body.innerHTML = '<main tabindex="-1"><form id="password"><input></form></main>';
    document.querySelector('input')!.focus();
    focusMainRegion(document.querySelector('main'));
    expect(document.activeElement).toBe(document.querySelector('input'));
  });
});
