import { useRef, useState } from 'react';

export interface ElementsByKey<K, E extends HTMLElement> {
  /** The ref of the element drawn for `key` (the same function for a key, render after render). */
  ref(key: K): (element: E | null) => void;
  /** The element drawn for `key`, while it is on the page. */
  get(key: K): E | undefined;
}

/**
 * The elements of a list by their key (each line's button, each tab), to move the focus to one
 * after an action: the next line's button once a line is removed, the tab an arrow key chose, an
 * address once the list shows it. An element leaves the map when React takes it off the page.
 */
export function useElementsByKey<K, E extends HTMLElement = HTMLElement>(): ElementsByKey<K, E> {
  const elements = useRef(new Map<K, E>());
  const refs = useRef(new Map<K, (element: E | null) => void>());
  const [byKey] = useState<ElementsByKey<K, E>>(() => ({
    ref(key) {
      let ref = refs.current.get(key);
      if (!ref) {
        ref = (element) => {
          if (element) elements.current.set(key, element);
          else elements.current.delete(key);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    get: (key) => elements.current.get(key),
  }));
  return byKey;
}
