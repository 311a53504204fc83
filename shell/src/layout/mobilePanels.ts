import { useSyncExternalStore } from 'react';

/** The mobile panels of spec §2. Only one is open at a time, whoever opened it. */
export type MobilePanel = 'search' | 'menu' | 'categories' | null;

let current: MobilePanel = null;
const listeners = new Set<() => void>();

export function setMobilePanel(panel: MobilePanel): void {
  if (panel === current) return;
  current = panel;
  listeners.forEach((l) => l());
}

/** Tapping the toggle of the open panel closes it; any other toggle swaps panels. */
export function toggleMobilePanel(panel: Exclude<MobilePanel, null>): void {
  setMobilePanel(current === panel ? null : panel);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header and the bottom bar share the open panel through this. */
export function useMobilePanel(): MobilePanel {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
