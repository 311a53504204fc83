import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a horizontal row can scroll further left or right; checked on scroll and resize. */
export function useScrollArrows(ref: RefObject<HTMLElement>, watch: unknown) {
  const [edges, setEdges] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // 1 px of slack: browsers report fractional scroll positions at some zoom levels.
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, update, watch]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      if (!el) return;
      const left = direction * Math.max(200, el.clientWidth * 0.8);
      if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: 'smooth' });
      else el.scrollLeft += left;
      update();
    },
    [ref, update],
  );

  return { canLeft: edges.left, canRight: edges.right, scroll };
}
