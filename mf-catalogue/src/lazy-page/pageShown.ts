import { createContext, useContext, useEffect } from 'react';

/** What to do once a page is on screen; may return a clean-up for when the page goes. */
type OnPageShown = () => void | (() => void);

const PageShown = createContext<OnPageShown>(() => undefined);

/** The routes say here what happens once a page is on screen (the product updates poll). */
export const PageShownProvider = PageShown.Provider;

/**
 * Called by a page once what the shopper came for is on screen (`shown`); effects run children
 * first, so the page's own effects (its data fetch) have started by then.
 */
export function usePageShown(shown = true): void {
  const onShown = useContext(PageShown);
  useEffect(() => (shown ? onShown() : undefined), [shown, onShown]);
}
