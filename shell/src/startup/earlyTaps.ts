import { SERVER_AREA_ATTRIBUTE } from 'shared-federation/server-page';

/**
 * A tap on a button of the server-rendered area before that area can answer it. The server's
 * buttons have no handlers until the remote's code has arrived and hydrated them (seconds on a
 * slow line): without this a tap in that window does nothing and the shop looks broken. Links are
 * real <a href> and work without any script, so only buttons are held.
 *
 * The early script (early.ts) listens, before the shell's or the remote's code has arrived; the
 * shell replays the tap once the remote has hydrated its area (layout/RemoteArea.tsx).
 *
 * React's own replay is not enough. Before hydrateRoot is called React has no listener on the
 * page, so a tap is simply lost. After it, a tap on a part still waiting for its code (a lazy page
 * in a Suspense boundary: the product page's chunk is only asked for while the root hydrates, so
 * the root commits and the remote's mount resolves before that part is hydrated) makes React
 * 18.3 try to hydrate that part at once; when its code is not there the event is stopped and
 * dropped, not replayed (react-dom's
 * dispatchEventWithEnableCapturePhaseSelectiveHydrationWithoutDiscreteEventReplay).
 *
 * Rules:
 * - Held: a click on a button inside the area; its default action and every other listener are
 *   stopped (React included), so a held tap is never both handled and replayed.
 * - The latest tap only: taps on a page that did not answer are mostly the same wish again (an
 *   impatient second tap on Add to Cart must not put two in the cart), and an older tap on
 *   another button was overtaken by the shopper's newer choice. The cost: three taps on a
 *   quantity stepper count once.
 * - While held, the button says so: aria-busy="true" (a screen reader tells it is busy) and a
 *   progress cursor and dimmed look (one stylesheet rule, added with the first tap: the CSP
 *   allows inline styles, not inline scripts).
 * - Replayed once, as a click on the same element (hydration keeps the server's elements), or,
 *   if React had to draw the area again, the element at the same position in the area, only if
 *   it is still a button and not disabled. Otherwise dropped, its busy mark cleared.
 * - Replayed through React: if React still stops the click (that part's code has not arrived),
 *   nothing ran, and it is tried again a moment later. The first click React lets through ends
 *   the holding: from then on taps go straight to the page.
 */

/** The attribute that marks a held button (the stylesheet's hook). */
export const HELD_ATTRIBUTE = 'data-early-tap';
const STYLE_RULE = `[${HELD_ATTRIBUTE}]{cursor:progress;opacity:.6}`;
/** How soon a replay React stopped is tried again: the part's code arrives on its own time. */
export const RETRY_MS = 150;

interface HeldTap {
  button: HTMLButtonElement;
  /** Element-child indexes from the area down to the button. */
  path: number[];
  /** The button's own aria-busy, put back when the tap is replayed or dropped. */
  ariaBusy: string | null;
}

/** What the early script leaves for the shell's main bundle (its code is here once, in the early script). */
interface EarlyTaps {
  replay(area: Element): void;
  drop(): void;
}

const STORE = Symbol.for('suuq.shell.early-taps.v1');
type WithStore = typeof globalThis & { [STORE]?: EarlyTaps };
const store = (): EarlyTaps | undefined => (globalThis as WithStore)[STORE];

function pathOf(area: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== area && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(area: Element, path: number[]): Element | undefined {
  let node: Element | undefined = area;
  for (const index of path) node = node?.children[index];
  return node;
}

function mark(tap: HeldTap) {
  tap.button.setAttribute(HELD_ATTRIBUTE, '');
  tap.button.setAttribute('aria-busy', 'true');
}

function unmark(tap: HeldTap) {
  tap.button.removeAttribute(HELD_ATTRIBUTE);
  if (tap.ariaBusy === null) tap.button.removeAttribute('aria-busy');
  else tap.button.setAttribute('aria-busy', tap.ariaBusy);
}

/**
 * Early script: holds taps on the buttons of the page's server-rendered area, if it has one.
 * (A deferred script: the page has been parsed, so the area is there.)
 */
export function listenForEarlyTaps(doc: Document): void {
  const area = doc.querySelector(`[${SERVER_AREA_ATTRIBUTE}]`);
  const win = doc.defaultView;
  if (!area || !win || store()) return;
  let held: HeldTap | null = null;
  /** waiting: not hydrated yet; trying: the remote hydrated its root, parts may still wait; done. */
  let phase: 'waiting' | 'trying' | 'done' = 'waiting';
  /** Set while a replay's click is dispatched: the listener lets it through. */
  let replaying = false;
  let styled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = () => {
    phase = 'done';
    clearTimeout(timer);
    if (held) unmark(held);
    held = null;
    win.removeEventListener('click', onClick, true);
  };

  /** Clicks the button and tells whether the click reached it (React stops one it cannot handle yet). */
  const clickThrough = (button: HTMLButtonElement) => {
    let reached = false;
    const seen = () => (reached = true);
    button.addEventListener('click', seen, true);
    replaying = true;
    try {
      button.click();
    } finally {
      replaying = false;
      button.removeEventListener('click', seen, true);
    }
    return reached;
  };

  /** Replays the held tap, if any; once React lets a click through, holding ends. */
  const attempt = () => {
    timer = undefined;
    const tap = held;
    if (phase !== 'trying' || !tap) return;
    const found = area.contains(tap.button) ? tap.button : elementAt(area, tap.path);
    unmark(tap);
    if (!(found instanceof win.HTMLButtonElement) || found.disabled || !area.isConnected) {
      // Gone, no longer a button, or one that cannot be pressed now: the tap is dropped.
      held = null;
    } else if (clickThrough(found)) {
      held = null;
      finish();
    } else {
      // React stopped it: that part of the page still waits for its code, and nothing ran.
      mark(tap);
      timer = setTimeout(attempt, RETRY_MS);
    }
  };

  function onClick(event: MouseEvent) {
    if (replaying) return;
    const button = event.target instanceof win!.Element ? event.target.closest('button') : null;
    if (!button || !area!.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held?.button !== button) {
      if (held) unmark(held);
      if (!styled) {
        const style = doc.createElement('style');
        style.textContent = STYLE_RULE;
        doc.head.appendChild(style);
        styled = true;
      }
      held = { button, path: pathOf(area!, button), ariaBusy: button.getAttribute('aria-busy') };
      mark(held);
    }
    // The root has hydrated: try it now (most taps then go through at once, within the shopper's tap).
    if (phase === 'trying' && !timer) attempt();
  }

  (globalThis as WithStore)[STORE] = {
    replay(hydrated) {
      if (phase !== 'waiting' || hydrated !== area) return;
      phase = 'trying';
      attempt();
    },
    drop: () => phase !== 'done' && finish(),
  };
  // On the window, capturing: before any listener of the page, React's on its root included.
  win.addEventListener('click', onClick, true);
}

/**
 * Shell: the remote has hydrated this area (its mount resolved): the held tap is replayed, and
 * taps from now on are tried at once until React takes one.
 */
export function replayEarlyTaps(area: Element): void {
  store()?.replay(area);
}

/** Shell: the area will not be hydrated (its remote failed to load): a held tap is dropped. */
export function dropEarlyTaps(): void {
  store()?.drop();
}
