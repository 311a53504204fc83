import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far ahead of the screen a deferred part is built: one screen height above and below, so
 * it is in place before a scroll or a Tab brings it into view, even on a quick swipe.
 */
export const NEAR_MARGIN = '100% 0px';

interface Props {
  children: ReactNode;
  /** Shown in its place until then: the same size, and still (nothing is loading). */
  placeholder: ReactNode;
  /** Built at once (the rows the page opens on). */
  now?: boolean;
}

/**
 * Renders `children` once its place comes near the screen, `placeholder` (the same size, still)
 * until then. The homepage's lower rows are 3,000 elements and 60 images a shopper may never
 * scroll to: built with the page, they were the longest task of its first second (the page did
 * not answer a tap for most of a second on a slow phone), and on a slow line their images took the bandwidth of the first
 * row's. Once built, a part stays built. Without IntersectionObserver everything is built at once.
 * A part is built as a transition: React builds it in short slices, so a tap or a key typed
 * meanwhile is answered first (a row of cards is 100–180 ms of work on a slow phone). A server render builds what the browser's
 * first render builds: the rows marked `now`.
 */
export function WhenNear({ children, placeholder, now = false }: Props) {
  const place = useRef<HTMLDivElement>(null);
  // On the server (no window) as in the browser's first render: the page's server HTML holds the
  // placeholder the browser hydrates (src/server/), and rows are built as they come near.
  const [near, setNear] = useState(() => now || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const box = place.current;
    if (near || !box) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    // min-width 0: in a grid or flex parent the box would otherwise widen to its content's
    // widest line (a row of cards, 1,200 px on a phone) and widen the page with it.
    <div ref={place} data-testid="row-waiting" style={{ minWidth: 0 }}>
      {placeholder}
    </div>
  );
}
