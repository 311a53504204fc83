import { whenSettled } from './whenSettled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs after the load event, the settle pause and an idle moment, not before', () => {
  const start = jest.fn();
  whenSettled(start, { settleDelayMs: 1500 });
  // jsdom documents are already 'complete': the pause starts at once.
  jest.advanceTimersByTime(1499);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  // jsdom has no requestIdleCallback: the pause alone is the idle moment.
  expect(start).toHaveBeenCalledTimes(1);
});

it("the shopper's first key press or touch starts it at once, and only once", () => {
  const start = jest.fn();
  whenSettled(start);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(5000);
  expect(start).toHaveBeenCalledTimes(1);
});

it('cancelled, it never runs', () => {
  const start = jest.fn();
  const cancel = whenSettled(start);
  cancel();
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(5000);
  expect(start).not.toHaveBeenCalled();
});
