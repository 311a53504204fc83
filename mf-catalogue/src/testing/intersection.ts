import { act } from '@testing-library/react';

/**
 * A hand-driven IntersectionObserver for jsdom (which has none): `seen(visible, target?)` tells
 * every observer watching `target` (or anything, without one) that it came into view or left it.
 */
export interface FakeIntersections {
  seen(visible: boolean, target?: Element): void;
  /** The elements observed now. */
  watched(): Element[];
  uninstall(): void;
}

type Slot = { IntersectionObserver?: unknown };

export function fakeIntersectionObserver(): FakeIntersections {
  const live = new Set<Fake>();
  class Fake {
    readonly targets = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      live.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
  }
  (window as unknown as Slot).IntersectionObserver = Fake;
  return {
    seen(visible, target) {
      for (const observer of [...live]) {
        const entries = [...observer.targets]
          .filter((t) => !target || t === target)
          .map((t) => ({ isIntersecting: visible, target: t }) as unknown as IntersectionObserverEntry);
        if (entries.length) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
      }
    },
    watched: () => [...live].flatMap((o) => [...o.targets]),
    uninstall: () => {
      delete (window as unknown as Slot).IntersectionObserver;
    },
  };
}
