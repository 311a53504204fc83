import { register } from './swClient';

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
