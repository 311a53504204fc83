import { setMobilePanel, toggleMobilePanel } from './mobilePanels';
import { act, renderHook } from '@testing-library/react';
import { useMobilePanel } from './mobilePanels';

describe('mobile panels', () => {
  afterEach(() => act(() => setMobilePanel(null)));

  test('only one of search, menu and categories is open at a time', () => {
    const { result } = renderHook(() => useMobilePanel());
    act(() => toggleMobilePanel('search'));
    expect(result.current).toBe('search');
    act(() => toggleMobilePanel('categories'));
    expect(result.current).toBe('categories');
    act(() => toggleMobilePanel('menu'));
    expect(result.current).toBe('menu');
  });

  test('toggling the open panel closes it', () => {
    const { result } = renderHook(() => useMobilePanel());
    act(() => toggleMobilePanel('categories'));
    act(() => toggleMobilePanel('categories'));
    expect(result.current).toBeNull();
  });
});
