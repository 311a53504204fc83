import { resetBusForTests, type Bus } from 'shared-events';
import { notificationsChanged } from 'shared-events/definitions';
import { serveUnreadCount } from './unreadCount';

let bus: Bus;
let heard: number[];
let answers: Array<() => Promise<number>>;
let asked: number;
let stop: () => void;

const session = (loggedIn: boolean) =>
  bus.publish('session:changed', {
    loggedIn,
    token: loggedIn ? 't' : null,
    user: loggedIn ? { id: 1, name: 'Hodan', role: 'customer' } : null,
  });
const flush = () => new Promise((r) => setTimeout(r, 0));
const visibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  bus = resetBusForTests();
  heard = [];
  asked = 0;
  answers = [];
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  bus.state(notificationsChanged).subscribe((p) => heard.push(p.unread_count));
  stop = serveUnreadCount(bus, {
    unreadCount: () => {
      asked += 1;
      return (answers.shift() ?? (() => Promise.resolve(0)))();
    },
    every: 1000,
    doc: document,
  });
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a login asks the server and publishes its count', async () => {
  answers.push(() => Promise.resolve(4));
  session(true);
  await flush();
  expect(heard).toEqual([4]);
});

test('asks again every interval while the page is in view, not while it is hidden; back in view asks at once', async () => {
  jest.useFakeTimers();
  session(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(asked).toBe(1);
  await jest.advanceTimersByTimeAsync(2000);
  expect(asked).toBe(3);
  visibility('hidden');
  await jest.advanceTimersByTimeAsync(5000);
  expect(asked).toBe(3);
  answers.push(() => Promise.resolve(7));
  visibility('visible');
  await jest.advanceTimersByTimeAsync(0);
  expect(asked).toBe(4);
  expect(heard.at(-1)).toBe(7);
});

test('a logout publishes 0 and a late answer for the shopper who left is dropped', async () => {
  let answer!: (n: number) => void;
  answers.push(() => new Promise<number>((r) => (answer = r)));
  session(true);
  session(false);
  answer(9);
  await flush();
  expect(heard).toEqual([0]);
});

test('a failed ask keeps the last count', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answers.push(() => Promise.resolve(2), () => Promise.reject(new Error('offline')));
  jest.useFakeTimers();
  session(true);
  await jest.advanceTimersByTimeAsync(1000);
  expect(asked).toBe(2);
  expect(heard).toEqual([2]);
});

test('stopped, it asks no more', async () => {
  jest.useFakeTimers();
  session(true);
  await jest.advanceTimersByTimeAsync(0);
  stop();
  await jest.advanceTimersByTimeAsync(5000);
  expect(asked).toBe(1);
});
