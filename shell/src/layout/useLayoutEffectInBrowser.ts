import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser; on the server (the frame the render service draws), where no
 * effect runs, useEffect, which React's server renderer skips without the warning it prints for a
 * layout effect.
 */
export const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;
