import { useEffect, useState } from 'react';
import { lazyPart } from 'shared-federation';

const KEY = 'suuq:outline';

// The outline's styles come only when someone switches it on.
const OutlineStyle = lazyPart(() =>
  import(/* webpackChunkName: "team-outline" */ './OutlineStyle').then((m) => m.OutlineStyle),
);

export function readOutlineFlag(search: string, stored: string | null): boolean {
  const param = new URLSearchParams(search).get('outline');
  if (param !== null) return param !== '0';
  return stored === '1';
}

/**
 * Development toggle: `?outline=1` (remembered) or Alt+Shift+O shows which team owns what the
 * shopper is looking at; `?outline=0` turns it off.
 */
export function TeamOutline() {
  const [on, setOn] = useState(() => {
    try {
      return readOutlineFlag(window.location.search, window.localStorage.getItem(KEY));
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY, on ? '1' : '0');
    } catch {
      /* storage blocked: the toggle just is not remembered */
    }
  }, [on]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && e.code === 'KeyO') setOn((v) => !v);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return on ? <OutlineStyle /> : null;
}
