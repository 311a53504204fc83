import { setLanguage } from 'shared-ui';
import { register } from './swClient';
import { MSG } from './swRules';

const container = (registered: Promise<unknown>) =>
  ({ addEventListener: jest.fn(), controller: null, register: jest.fn(() => registered) }) as unknown as ServiceWorkerContainer;

test.each([
  ['refuses with an error (private mode)', Promise.reject(new Error('SecurityError'))],
  ['gives no registration at all (blocked by the browser or its owner)', Promise.resolve(undefined)],
])('a browser that %s: no worker, nothing thrown, the recording stops', async (_what, registered) => {
  const recording = { stop: jest.fn(), calls: [] };
  await expect(register(container(registered), recording)).resolves.toBeUndefined();
  expect(recording.stop).toHaveBeenCalled();
});

test('after a language switch, the worker is asked to keep the page the shopper is on again (in the new language)', async () => {
  jest.useFakeTimers();
  const postMessage = jest.fn();
  const registration = { waiting: null, installing: null, addEventListener: jest.fn(), update: jest.fn(() => Promise.resolve()) };
  const controlled = {
    addEventListener: jest.fn(),
    controller: { postMessage },
    register: jest.fn(() => Promise.resolve(registration)),
  } as unknown as ServiceWorkerContainer;
  await register(controlled, null);
  expect(postMessage).not.toHaveBeenCalled();
  setLanguage('en');
  // fresh: from the server, not the browser's copy in the old language.
  expect(postMessage).toHaveBeenCalledWith({ type: MSG.cachePage, url: location.href, fresh: true });
  setLanguage('so');
  expect(postMessage).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
