import { Subject } from 'rxjs';
import { startDeferred } from './deferredService';

function setup(readyState: DocumentReadyState = 'loading', sentBefore: string[] = [], pathname = '/home', onSettle?: boolean | 'first-touch') {
  const commands = new Subject<string>();
  const past = [...sentBefore];
  const start = jest.fn();
  const win = Object.assign(new EventTarget(), {
    document: { readyState },
    location: { pathname },
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
    requestIdleCallback: (fn: () => void) => window.setTimeout(fn, 50),
    cancelIdleCallback: (id: number) => window.clearTimeout(id),
  }) as unknown as Window;
  const cancel = startDeferred({
    start,
    // Like the bus log: replays what was sent before, then follows.
    commands: {
      subscribe: (fn) => {
        past.forEach(fn);
        return commands.subscribe(fn);
      },
    },
    owns: (name) => name.startsWith('cart:'),
    ownsPage: (path) => path === '/cart',
    target: win,
    settleDelayMs: 1000,
    onSettle,
  });
  return { commands, start, win, cancel };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the service does not start at boot, only after load, the pause and an idle moment', () => {
  const { start, win } = setup();
  jest.advanceTimersByTime(5000);
  expect(start).not.toHaveBeenCalled();
  win.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(1000);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a command the service owns starts it at once, and only once', () => {
  const { start, commands, win } = setup();
  commands.next('toast:show');
  expect(start).not.toHaveBeenCalled();
  commands.next('cart:add');
  commands.next('cart:add');
  win.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(5000);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a command sent before the deferral began starts the service at once', () => {
  const { start } = setup('loading', ['cart:add']);
  expect(start).toHaveBeenCalledTimes(1);
});

test("the shopper's first key press or touch starts the service", () => {
  const { start, win } = setup();
  win.dispatchEvent(new Event('pointerdown'));
  win.dispatchEvent(new Event('keydown'));
  expect(start).toHaveBeenCalledTimes(1);
});

test('an already loaded page starts the service after the pause', () => {
  const { start } = setup('complete');
  jest.advanceTimersByTime(1050);
  expect(start).toHaveBeenCalledTimes(1);
});

test('cancelled before it started, the service never starts', () => {
  const { start, win, cancel, commands } = setup();
  cancel();
  commands.next('cart:add');
  win.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(5000);
  expect(start).not.toHaveBeenCalled();
});

test('opening one of its pages starts the service at once, at boot or on navigation', () => {
  expect(setup('loading', [], '/cart').start).toHaveBeenCalledTimes(1);
  const { start, win } = setup();
  (win.location as { pathname: string }).pathname = '/product/x';
  win.dispatchEvent(new Event('popstate'));
  expect(start).not.toHaveBeenCalled();
  (win.location as { pathname: string }).pathname = '/cart';
  win.dispatchEvent(new Event('popstate'));
  expect(start).toHaveBeenCalledTimes(1);
});

test('onSettle false: a settled page and a touch do not start it; a command it owns still does', () => {
  const { start, win, commands } = setup('complete', [], '/home', false);
  jest.advanceTimersByTime(5000);
  win.dispatchEvent(new Event('pointerdown'));
  win.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(5000);
  expect(start).not.toHaveBeenCalled();
  commands.next('cart:add');
  expect(start).toHaveBeenCalledTimes(1);
});

test("onSettle 'first-touch': a settled page does not start it; the first touch does, and a command", () => {
  const settledOnly = setup('complete', [], '/home', 'first-touch');
  jest.advanceTimersByTime(5000);
  settledOnly.win.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(5000);
  expect(settledOnly.start).not.toHaveBeenCalled();
  settledOnly.win.dispatchEvent(new Event('pointerdown'));
  expect(settledOnly.start).toHaveBeenCalledTimes(1);

  const commanded = setup('complete', [], '/home', 'first-touch');
  commanded.commands.next('cart:add');
  expect(commanded.start).toHaveBeenCalledTimes(1);
});
