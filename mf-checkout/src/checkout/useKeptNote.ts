import { useCallback, useEffect, useState } from 'react';

const KEY = 'suuq.checkout.note';

function read(): string {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The order note, kept for the tab's session: a reload or a failed attempt never loses what the
 * shopper wrote. Forgotten once the order is placed.
 */
export function useKeptNote(): [string, (note: string) => void, () => void] {
  const [note, setNote] = useState(read);
  useEffect(() => {
    try {
      if (note) globalThis.sessionStorage?.setItem(KEY, note);
      else globalThis.sessionStorage?.removeItem(KEY);
    } catch {
      // storage blocked: the note lives as long as the page
    }
  }, [note]);
  const forget = useCallback(() => {
    try {
      globalThis.sessionStorage?.removeItem(KEY);
    } catch {
      // nothing kept
    }
  }, []);
  return [note, setNote, forget];
}
