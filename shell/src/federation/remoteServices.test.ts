import { createRemoteServices } from './remoteServices';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a service that could not be loaded starts once its remote answers again', async () => {
  let reachable = false;
  const load = jest.fn(() => (reachable ? Promise.resolve({ ok: true }) : Promise.reject(new Error('offline'))));
  const services = createRemoteServices(load as never);
  const run = jest.fn();
  services.start('mf-checkout', 'cart-service', run);
  await flush();
  expect(run).not.toHaveBeenCalled();
  reachable = true;
  services.retryFailed('mf-checkout');
  await flush();
  expect(run).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a running service is never started twice, and another remote answering starts nothing', async () => {
  const load = jest.fn(() => Promise.resolve({}));
  const services = createRemoteServices(load as never);
  const run = jest.fn();
  services.start('mf-checkout', 'cart-service', run);
  await flush();
  services.retryFailed('mf-checkout');
  services.retryFailed('mf-catalogue');
  await flush();
  expect(run).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a service being loaded is not loaded again by a retry', async () => {
  let finish: (m: object) => void = () => {};
  const load = jest.fn(() => new Promise((resolve) => (finish = resolve)));
  const services = createRemoteServices(load as never);
  const run = jest.fn();
  services.start('mf-checkout', 'cart-service', run);
  services.retryFailed('mf-checkout');
  finish({});
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledTimes(1);
});

test('a service whose start throws counts as failed and is started again with its remote', async () => {
  const load = jest.fn(() => Promise.resolve({}));
  const services = createRemoteServices(load as never);
  const run = jest.fn().mockImplementationOnce(() => {
    throw new Error('broken');
  });
  services.start('mf-checkout', 'cart-service', run);
  await flush();
  services.retryFailed('mf-checkout');
  await flush();
  expect(run).toHaveBeenCalledTimes(2);
});
