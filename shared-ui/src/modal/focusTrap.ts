import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert], [hidden]'),
  );
}

/* Open traps, newest last: only the top one answers Tab and Escape (a modal over a panel). */
const KEY = Symbol.for('suuq.shared-ui.focus-traps.v1');
type WithTraps = typeof globalThis & { [KEY]?: object[] };
function traps(): object[] {
  const g = globalThis as WithTraps;
  return (g[KEY] ??= []);
}

export interface FocusTrapOptions {
  /** Focused on open; default the first focusable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Called on Escape when this trap is on top. */
  onEscape?: () => void;
}

/**
 * While active: moves focus into the container, keeps Tab inside it, answers Escape, and on
 * release gives focus back to where it was (the button that opened it).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocusRef, onEscape }: FocusTrapOptions = {},
): void {
  // Where the focus was when the trap's owner first rendered. By the time the effect runs, a field
  // inside with autoFocus (the phone's search panel) has already taken it, and the toggle that
  // opened the panel would be lost: Escape left the focus on the page's body.
  const openerRef = useRef<Element | null>(null);
  if (openerRef.current === null && typeof document !== 'undefined') openerRef.current = document.activeElement;
  // The trap is set up once per opening; it reads the latest onEscape through this ref.
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const token = {};
    const stack = traps();
    stack.push(token);
    const focused = document.activeElement;
    const opener = focused && !container.contains(focused) ? focused : openerRef.current;
    const previous = opener instanceof HTMLElement ? opener : null;
    (initialFocusRef?.current ?? focusableIn(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== token || !container) return;
      // An Escape a control inside already used (a list it closed) is not the dialog's.
      if (event.key === 'Escape' && onEscapeRef.current && !event.defaultPrevented) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const outside = !current || !container.contains(current);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (outside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = stack.indexOf(token);
      if (at >= 0) stack.splice(at, 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
