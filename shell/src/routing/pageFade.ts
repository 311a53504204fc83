/** Spec §9: the page transition takes 100 ms. */
export const PAGE_FADE_MS = 100;

/**
 * The page fade (spec §2 and §9): a new page's main region fades in over 100 ms, drawn by the
 * browser (Web Animations, no state, nothing re-rendered, nothing left running after). None for
 * a shopper who asked for reduced motion, and none where the browser cannot animate.
 */
export function fadeInPage(main: HTMLElement | null, win: Window = window): void {
  if (!main || typeof main.animate !== 'function') return;
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  main.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: 'ease-out' });
}
