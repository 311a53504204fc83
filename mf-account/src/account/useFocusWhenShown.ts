import { useEffect, type RefObject } from 'react';

/**
 * Moves the focus to `ref` each time `shown` becomes a new value that is not empty (a form's
 * outcome, a refusal, an answer's heading), so a keyboard or screen reader user lands on it. In an
 * effect, once React has drawn it: a timer set beside the state update could run before the render
 * (timers and React's scheduler are separate task queues) and find nothing, leaving the focus on a
 * button the form has disabled, that is nowhere.
 */
export function useFocusWhenShown(ref: RefObject<HTMLElement>, shown: unknown): void {
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, ref]);
}
