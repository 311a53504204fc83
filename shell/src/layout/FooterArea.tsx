import { createContext, useContext, useEffect, useReducer, useRef, useState, type ComponentType, type RefObject } from 'react';
import { lazyPart } from 'shared-federation';
import { SERVER_FRAME_ATTRIBUTE } from 'shared-federation/server-page';
import { useIsMobile } from 'shared-ui';
import { usePageSettled } from '../startup/whenSettled';

/** The footer's box in the page: the browser finds the server's footer by it. */
export const FOOTER_BOX = 'data-shell-footer';

/**
 * Set only by the shell's server entry (server/frame.tsx): the footer's component, imported there
 * as it is, so the frame the server draws carries the footer while the browser's first load does
 * not carry its code.
 */
export const FooterOnServer = createContext<ComponentType | null>(null);

const Footer = lazyPart(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => m.Footer));

/** How far ahead of the screen the server's footer asks for its code: one screen above and below. */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether `box` has come near the screen (at once without IntersectionObserver). A footer hidden
 * by its CSS (a phone) never does.
 */
function useNear(box: RefObject<HTMLElement>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    // The footer itself, not its box: a box holding a hidden footer is an empty line on the screen.
    const element = box.current?.firstElementChild ?? box.current;
    if (!watch || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, watch, near]);
  return near;
}

/**
 * True once `ready` and nothing is pressing or focused inside `box`. The server's footer is
 * replaced, element for element, when its code arrives (as the shopper scrolls to it, so often as
 * they reach for a link): under a press (pointer down on a link, not yet up) the click would be
 * lost, the link it began on gone when it ends, so it goes to no link (seen in the browser suite:
 * a footer link clicked as the code came, the page stayed); under focus, the keyboard's place would
 * drop to the page's start. So the swap waits for the press to end (after its click: the click
 * follows pointerup in the same task) and for focus to leave. Until then the server's links work.
 */
function useSwapWhenUntouched(box: RefObject<HTMLElement>, ready: boolean): boolean {
  const pressed = useRef(false);
  const [swap, setSwap] = useState(false);
  const [checks, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const doc = element.ownerDocument;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (then: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        then();
      }, 0);
      timers.add(timer);
    };
    const down = () => (pressed.current = true);
    // The press may end outside the box (the pointer moved off): listened to on the document, and
    // acted on only for a press that began in the box (not at every tap on the page).
    const up = () => {
      if (!pressed.current) return;
      later(() => {
        pressed.current = false;
        recheck();
      });
    };
    const left = () => later(recheck);
    element.addEventListener('pointerdown', down);
    doc.addEventListener('pointerup', up);
    doc.addEventListener('pointercancel', up);
    element.addEventListener('focusout', left);
    return () => {
      element.removeEventListener('pointerdown', down);
      doc.removeEventListener('pointerup', up);
      doc.removeEventListener('pointercancel', up);
      element.removeEventListener('focusout', left);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [box]);
  useEffect(() => {
    if (!ready || swap) return;
    const element = box.current;
    if (pressed.current || (element && element.contains(element.ownerDocument.activeElement))) return;
    setSwap(true);
  }, [box, ready, swap, checks]);
  return swap;
}

/** Whether the page being hydrated is the server's frame with its footer in it. */
function footerFromServer(): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return Boolean(root?.hasAttribute(SERVER_FRAME_ATTRIBUTE) && root.querySelector(`[${FOOTER_BOX}]`));
}

/**
 * The desktop's footer (spec §2; mobile shows the bottom bar instead: the footer's CSS hides it).
 * - Drawn on the server into the page's frame, in the page's language: its links are plain links
 *   at once. The browser keeps that HTML as it is (inner HTML React neither hydrates nor replaces,
 *   the way RemoteArea keeps the server's area), so hydrating it needs no footer code. Once the
 *   page has settled and the footer comes near the screen, its code arrives and its router links
 *   take the place of the server's, in one commit, looking the same, once no press or focus is on
 *   it (useSwapWhenUntouched). Not at settle alone: that
 *   was before /home's network went quiet, 1.8 KB of its first load (e2e/tests/budget.spec.ts),
 *   for links that already work.
 * - Not React.lazy in a Suspense boundary kept dehydrated: hydration would fetch the chunk at once
 *   (into the first load), and any update of the shell around it before the chunk came (a
 *   navigation, the language) switches such a boundary to client rendering: the footer would
 *   vanish until its code arrived, with React's "received an update before it finished
 *   hydrating" error (react#24476: intended for urgent updates).
 * - A page the browser draws itself (no server frame): the footer arrives once the page has
 *   settled, on desktop only, outside the first load.
 */
export function DesktopFooter() {
  const OnServer = useContext(FooterOnServer);
  // Read once, while hydrating: the DOM is still the server's then.
  const [kept] = useState(footerFromServer);
  const settled = usePageSettled();
  const mobile = useIsMobile();
  const [codeHere, setCodeHere] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, kept && settled && !mobile);
  useEffect(() => {
    if (!near || codeHere) return;
    let mounted = true;
    // A failed fetch (offline) leaves the server's footer: plain links that still work.
    Footer.preload().then(
      () => mounted && setCodeHere(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [near, codeHere]);
  const swapped = useSwapWhenUntouched(box, codeHere);

  if (OnServer)
    return (
      <div {...{ [FOOTER_BOX]: '' }}>
        <OnServer />
      </div>
    );
  if (kept && !swapped)
    // The value never changes, so React never writes it: the server's footer stays as it came.
    // The check of inner HTML React makes while hydrating in development is for markup React drew
    // itself, hence the warning is off.
    return <div key="server" ref={box} {...{ [FOOTER_BOX]: '' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  if (kept)
    // A new box (another key): React would not clear inner HTML it never wrote before adding children.
    return (
      <div key="browser" {...{ [FOOTER_BOX]: '' }}>
        <Footer />
      </div>
    );
  return settled && !mobile ? <Footer /> : null;
}
