/**
 * When the install prompt shows (spec §4, §9): captured, shown 2 s later unless dismissed within
 * the last hour; re-checked every 30 s; never when the shop already runs installed (standalone).
 * Plain timing rules over an injected clock and storage, so they are tested without a browser.
 */
export const INSTALL_PROMPT = {
  showDelayMs: 2000,
  recheckMs: 30_000,
  dismissWindowMs: 60 * 60 * 1000,
  installedToastMs: 3000,
} as const;

/** When the shopper last said Not now (ms since epoch), kept across pages and visits. */
export const DISMISSED_KEY = 'installPromptDismissedAt';

export interface PromptEnv {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Already installed: the page runs standalone. */
  isStandalone(): boolean;
}

export function dismissedRecently(env: PromptEnv): boolean {
  let at = NaN;
  try {
    at = Number(env.storage?.getItem(DISMISSED_KEY));
  } catch {
    // storage blocked: never dismissed
  }
  return Number.isFinite(at) && at > 0 && env.now() - at < INSTALL_PROMPT.dismissWindowMs;
}

export function mayShow(env: PromptEnv): boolean {
  return !env.isStandalone() && !dismissedRecently(env);
}

/**
 * Starts the timing of a captured beforeinstallprompt (`capturedAt`: the prompt's code may arrive
 * a moment after the event; the 2 s count from the capture). `show(true)` puts the prompt up,
 * `show(false)` takes it down. Returns what the prompt's buttons and the page call.
 */
export function startInstallPrompt(env: PromptEnv, show: (visible: boolean) => void, capturedAt: number = env.now()) {
  let visible = false;
  let done = false;
  const set = (next: boolean) => {
    if (next !== visible) {
      visible = next;
      show(next);
    }
  };
  const check = () => {
    if (done) return;
    if (env.isStandalone()) return stop();
    if (!visible && mayShow(env)) set(true);
  };
  const delay = env.setTimeout(check, Math.max(0, capturedAt + INSTALL_PROMPT.showDelayMs - env.now()));
  const recheck = env.setInterval(check, INSTALL_PROMPT.recheckMs);
  function stop() {
    done = true;
    env.clearTimeout(delay);
    env.clearInterval(recheck);
    set(false);
  }
  return {
    /** Not now: down for an hour (the 30 s re-check puts it back after). */
    dismiss() {
      try {
        env.storage?.setItem(DISMISSED_KEY, String(env.now()));
      } catch {
        // storage blocked: down for this page only
      }
      set(false);
    },
    /** Installed, or the browser's prompt was used (one prompt event is good for one prompt): never again here. */
    stop,
    isVisible: () => visible,
  };
}

export function browserPromptEnv(win: Window = window): PromptEnv {
  let storage: PromptEnv['storage'] = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    setInterval: (fn, ms) => win.setInterval(fn, ms),
    clearInterval: (id) => win.clearInterval(id as number),
    storage,
    isStandalone: () =>
      win.matchMedia?.('(display-mode: standalone)').matches === true ||
      (win.navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}
