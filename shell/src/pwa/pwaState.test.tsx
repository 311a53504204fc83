import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './PwaParts';
import { pwaState } from './pwaState';

/** pwaState as a page loads it, with the browser saying `onLine`. */
function startingState(onLine: boolean) {
  const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(onLine);
  try {
    let loaded!: typeof import('./pwaState');
    jest.isolateModules(() => {
      loaded = require('./pwaState');
    });
    return loaded.pwaState.get();
  } finally {
    spy.mockRestore();
  }
}

describe('the offline state (spec §8)', () => {
  test('a page loaded while the browser is offline starts offline, before any offline event', () => {
    expect(startingState(false).offline).toBe(true);
  });

  test('a page loaded online starts online', () => {
    expect(startingState(true).offline).toBe(false);
  });

  test('the banner shows the spec text while offline and goes when back online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => pwaState.set({ offline: true }));
    expect(screen.getByRole('status')).toHaveTextContent('You are currently offline. Some features may be unavailable.');
    act(() => pwaState.set({ offline: false }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
