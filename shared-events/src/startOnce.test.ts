import { resetBusForTests } from './bus';
import { startOnce } from './startOnce';

const KEY = 'suuq.test.start-once';

test('one owner per page however many callers; it steps down when the last caller stops', () => {
  const bus = resetBusForTests();
  const stopOwner = jest.fn();
  const serve = jest.fn(() => stopOwner);
  const a = startOnce(KEY, bus, serve);
  const b = startOnce(KEY, bus, serve);
  expect(serve).toHaveBeenCalledTimes(1);
  a();
  a(); // a second stop of the same caller counts once
  expect(stopOwner).not.toHaveBeenCalled();
  b();
  expect(stopOwner).toHaveBeenCalledTimes(1);
  // Started again after that: a new owner.
  startOnce(KEY, bus, serve)();
  expect(serve).toHaveBeenCalledTimes(2);
});

test('an owner bound to an earlier bus steps down when a caller brings a new one', () => {
  const first = jest.fn();
  startOnce(KEY, resetBusForTests(), () => first);
  const second = jest.fn();
  const stop = startOnce(KEY, resetBusForTests(), () => second);
  expect(first).toHaveBeenCalledTimes(1);
  stop();
  expect(second).toHaveBeenCalledTimes(1);
});
