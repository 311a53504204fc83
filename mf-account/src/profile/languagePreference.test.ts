import { resetBusForTests, type Bus } from 'shared-events';
import type { Language } from 'shared-ui';
import { serveLanguagePreference } from './languagePreference';

let bus: Bus;
let told: Language[];
let current: Language;
let switchTo: (lang: Language) => void;
let memory: Map<string, string>;
let stop: () => void;

const session = (loggedIn: boolean, token = 't1') =>
  bus.publish('session:changed', { loggedIn, token: loggedIn ? token : null, user: loggedIn ? { id: 1, name: 'Hodan', role: 'customer' } : null });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  bus = resetBusForTests();
  told = [];
  current = 'so';
  memory = new Map();
  let listener: (lang: Language) => void = () => {};
  switchTo = (lang) => {
    current = lang;
    listener(lang);
  };
  stop = serveLanguagePreference(bus, {
    tell: async (lang) => void told.push(lang),
    current: () => current,
    onChange: (l) => ((listener = l), () => (listener = () => {})),
    memory: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) },
  });
});
afterEach(() => stop());

test('tells the server the language at login and at each switch while logged in, never logged out', async () => {
  switchTo('en');
  await flush();
  expect(told).toEqual([]);
  session(true);
  await flush();
  expect(told).toEqual(['en']);
  switchTo('so');
  await flush();
  expect(told).toEqual(['en', 'so']);
  session(false);
  switchTo('en');
  await flush();
  expect(told).toEqual(['en', 'so']);
});

test('once per session and language: the same login seen again (a reload) asks nothing', async () => {
  session(true);
  await flush();
  stop();
  stop = serveLanguagePreference(bus, { tell: async (lang) => void told.push(lang), current: () => current, onChange: () => () => {}, memory: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) } });
  await flush();
  expect(told).toEqual(['so']);
  session(true, 't2');
  await flush();
  expect(told).toEqual(['so', 'so']);
});
