import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Room above an error scrolled to, on top of the page's scroll-padding-top: the shell keeps what
 * the browser scrolls to below its sticky header with it (layout/Header.tsx).
 */
const GAP = 24;

/** Where the window's top ends for the browser's scrolling: below the shell's sticky header. */
function scrollPaddingTop(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/**
 * A page's error where the shopper is looking: when it appears it is scrolled into view (if it
 * is not already) and takes the focus, so a keyboard or screen-reader user is on it, next to its
 * 'Try again'. Its role="alert" (ErrorState) announces it. Focus inside a dialog (the mobile
 * search panel) is left alone.
 */
export function ShownError({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (document.activeElement?.closest('[role="dialog"], [aria-modal="true"]')) return;
    el.focus({ preventScroll: true });
    const { top, bottom } = el.getBoundingClientRect();
    if (top < scrollPaddingTop() + GAP || bottom > window.innerHeight)
      el.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-shown-error=""
      style={{ scrollMarginTop: GAP, outline: 'none' }}
    >
      {children}
    </div>
  );
}
