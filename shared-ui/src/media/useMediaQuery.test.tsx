import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './useMediaQuery';

type Listener = () => void;

function fakeViewport(width: number) {
  const listeners = new Set<Listener>();
  let current = width;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        return max ? current <= Number(max[1]) : min ? current >= Number(min[1]) : false;
      },
      addEventListener: (_: string, fn: Listener) => listeners.add(fn),
      removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((fn) => fn());
    },
  };
}

function Layout() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  it('is true under 768 px and follows the width', () => {
    const viewport = fakeViewport(767);
    render(<Layout />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => viewport.resize(768));
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
