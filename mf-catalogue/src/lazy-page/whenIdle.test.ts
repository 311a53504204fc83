import { whenIdle } from './whenIdle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('whenIdle', () => {
  it('runs the task only when the browser reports it is idle', () => {
    let idle: IdleRequestCallback | undefined;
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      idle = cb;
      return 7;
    });
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();

    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: expect.any(Number),
    });

    idle!({ didTimeout: false, timeRemaining: () => 40 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelling before the browser is idle drops the task', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    whenIdle(jest.fn())();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari) waits a moment with a timer instead', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const dropped = jest.fn();
    whenIdle(dropped)();
    jest.runOnlyPendingTimers();
    expect(dropped).not.toHaveBeenCalled();
  });
});
