import { connectionAllowsPrefetch } from './connection';

/** Something whose code can be fetched ahead: a lazy page. */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** How long the pointer rests on a link before it counts as intent (instant.page's 65 ms). */
export const HOVER_DELAY_MS = 65;

export interface IntentOptions {
  /** Where links are looked for: the whole document, so the shell's header and footer count. */
  root?: Document | HTMLElement;
  hoverDelayMs?: number;
  /** Asked at each intent: the connection may change (a shopper leaving Wi-Fi). */
  allowed?: () => boolean;
}

/**
 * Fetches a page's code when the shopper shows they are about to open it: the pointer resting on
 * a link to it for a moment, a finger touching it (about 100 ms before the click), or keyboard
 * focus on it. `pageFor` maps a same-origin path to the lazy page that serves it (the
 * catalogue's route table), or nothing.
 *
 * This replaces fetching every page once the first one was shown: that downloaded code for
 * pages most visits never open, which shoppers on metered mobile data pay for. Prefetching on
 * intent is the honest design (quicklink, instant.page, Next's link prefetch do the same): what
 * is fetched is what is about to be used, not something moved outside of what is measured. A
 * click before the fetch ended shares it (the page's loadOnce), and shows the page's skeleton
 * until it arrives, as a page opened without prefetch does. Returns a clean-up.
 */
export function prefetchOnIntent(
  pageFor: (path: string) => Preloadable | undefined,
  { root = document, hoverDelayMs = HOVER_DELAY_MS, allowed = connectionAllowsPrefetch }: IntentOptions = {},
): () => void {
  let hover: { link: Element; timer: number } | undefined;

  const linkIn = (target: EventTarget | null): HTMLAnchorElement | null =>
    target instanceof Element ? target.closest('a[href]') : null;

  const prefetch = (link: HTMLAnchorElement) => {
    if (!allowed()) return;
    let url: URL;
    try {
      url = new URL(link.href, window.location.href);
    } catch {
      return;
    }
    if (url.origin !== window.location.origin) return;
    // A fetch that fails here is left for the page itself to retry when it is opened.
    pageFor(url.pathname)?.preload().catch(() => undefined);
  };

  const cancelHover = () => {
    if (hover) window.clearTimeout(hover.timer);
    hover = undefined;
  };

  const onOver = (event: Event) => {
    const link = linkIn(event.target);
    if (!link || hover?.link === link) return;
    cancelHover();
    hover = { link, timer: window.setTimeout(() => prefetch(link), hoverDelayMs) };
  };
  const onOut = (event: Event) => {
    const link = linkIn(event.target);
    // Moving between the parts of a card (image, name, price) is not leaving it.
    if (!link || link !== hover?.link || link.contains((event as MouseEvent).relatedTarget as Node | null)) return;
    cancelHover();
  };
  const onNow = (event: Event) => {
    const link = linkIn(event.target);
    if (link) prefetch(link);
  };

  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', onOver],
    ['mouseout', onOut],
    ['touchstart', onNow],
    ['focusin', onNow],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    cancelHover();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true });
  };
}
