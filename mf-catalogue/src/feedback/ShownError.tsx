import { useEffect, useRef, type ReactNode } from 'react';

/** The header stays on top of the page (sticky): an error scrolled to must clear it. */
const CLEAR_OF_HEADER = { scrollMarginTop: 96 } as const;

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
    if (top < CLEAR_OF_HEADER.scrollMarginTop || bottom > window.innerHeight)
      el.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-shown-error=""
      style={{ ...CLEAR_OF_HEADER, outline: 'none' }}
    >
      {children}
    </div>
  );
}
