import { useEffect, useState } from 'react';
import { createGlobalStyle } from 'styled-components';

const KEY = 'suuq:outline';

/** Outlines every remote's area and names the remote and its release (data-remote, data-release). */
const Outline = createGlobalStyle`
  [data-remote] {
    outline: 2px dashed #d946ef;
    outline-offset: -2px;
    position: relative;
  }
  [data-remote]::before {
    content: attr(data-remote) ' ' attr(data-release);
    position: absolute;
    top: 0;
    right: 0;
    z-index: 9999;
    background: #d946ef;
    color: #fff;
    font: 600 11px/1.6 ui-monospace, monospace;
    padding: 0 6px;
  }
`;

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
  return on ? <Outline /> : null;
}
