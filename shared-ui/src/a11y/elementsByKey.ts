import { useState } from 'react';

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
  // Made once for the component's life: the maps live in the object's closure.
  const [byKey] = useState<ElementsByKey<K, E>>(() => {
    const elements = new Map<K, E>();
    const refs = new Map<K, (element: E | null) => void>();
    return {
      ref(key) {
        let ref = refs.get(key);
        if (!ref) {
          ref = (element) => {
            if (element) elements.set(key, element);
            else elements.delete(key);
          };
          refs.set(key, ref);
        }
        return ref;
      },
      get: (key) => elements.get(key),
    };
  });
  return byKey;
}
