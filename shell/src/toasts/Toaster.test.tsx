import { act, render, screen } from '@testing-library/react';
import { getBus, resetBusForTests } from 'shared-events';
import { TOAST_MS, Toaster } from './Toaster';

describe('toasts', () => {
  beforeEach(() => {
    resetBusForTests();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('a toast from the bus shows for 3 seconds', () => {
    render(<Toaster />);
    act(() => getBus().emit('toast:show', { kind: 'success', message: 'Added to Cart' }));
    expect(screen.getByText('Added to Cart')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Added to Cart')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
    expect(TOAST_MS).toBe(3000);
  });

  test('a toast may ask for its own duration', () => {
    render(<Toaster />);
    act(() => getBus().emit('toast:show', { kind: 'info', message: 'Soo noqod wanaagsan', durationMs: 500 }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Soo noqod wanaagsan')).not.toBeInTheDocument();
  });
});
