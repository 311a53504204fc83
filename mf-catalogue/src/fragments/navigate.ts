declare global {
  interface Window {
    /** Set by single-spa (the shell's copy) once it is loaded. */
    singleSpaNavigate?: (url: string) => void;
  }
}

/**
 * Moves the whole page to `url` from a fragment, which has no router of its own. single-spa's
 * navigation pushes the URL and tells every router on the page (the shell's and each remote's);
 * without single-spa (unit tests) a pushState plus popstate does the same.
 */
export function navigateTo(url: string): void {
  if (typeof window.singleSpaNavigate === 'function') {
    window.singleSpaNavigate(url);
    return;
  }
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
