import { useEffect } from 'react';

interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}
/* Global, like the i18n instance: a modal from one bundle and a panel from another share a lock. */
const KEY = Symbol.for('suuq.shared-ui.scroll-lock.v1');
type WithLock = typeof globalThis & { [KEY]?: LockState };

/** Stops the page behind an overlay from scrolling; returns the release (safe to call twice). */
export function lockBodyScroll(): () => void {
  const g = globalThis as WithLock;
  const state = (g[KEY] ??= { count: 0, overflow: '', paddingRight: '' });
  const body = document.body;
  if (state.count === 0) {
    state.overflow = body.style.overflow;
    state.paddingRight = body.style.paddingRight;
    // Keep the width the scrollbar took, so the page does not shift sideways.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) {
      body.style.overflow = state.overflow;
      body.style.paddingRight = state.paddingRight;
    }
  };
}

/** Locks page scroll while `active` (modals, the mobile menu and panels). */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
