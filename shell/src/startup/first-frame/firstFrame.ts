/**
 * The first frame: the header's bar with the shop's mark, and a loading mark, drawn by the page's
 * HTML alone (frame.html and frame.css, written into index.html by the build:
 * shell/webpack.config.js, tooling/webpack.cjs `firstFrame`). On a slow line the shell's scripts
 * take seconds (measured: ../README.md), and until React's first render the page was blank. That render replaces the frame (createRoot clears its container as it
 * commits), so the frame never sits beside the real header.
 *
 * frame.css repeats a few of shared-ui's tokens (colours, the header's heights and padding):
 * first-frame.spec holds the bar and the mark to the real header's place at a phone's and a
 * desktop's width, so a change to the header that the frame does not follow fails there.
 */

/** The frame's loading mark (role=status); its English name waits in data-label-en. */
export const FRAME_STATUS = '.ff-wait';

/** What the frame shows instead when one of the shell's own scripts fails to load; English in data-en. */
export const FRAME_FAILED = '.ff-failed';

/** Where shared-ui keeps the shopper's language (i18n.ts; firstFrame.test holds the two together). */
export const LANGUAGE_KEY = 'suuqLanguage';

/**
 * Run by the early script: a shopper who chose English hears the loading mark in English, and the
 * page says so (<html lang>) before shared-ui's i18n is loaded to say it again.
 */
export function speakFrameLanguage(doc: Document, storage: () => Pick<Storage, 'getItem'> | undefined): void {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Storage refused (reading localStorage throws where the browser blocks it): the frame stays
    // in the default language.
  }
  if (stored !== 'en') return;
  doc.documentElement.lang = 'en';
  const status = doc.querySelector(FRAME_STATUS);
  const english = status?.getAttribute('data-label-en');
  if (status && english) status.setAttribute('aria-label', english);
  doc.querySelectorAll(`${FRAME_FAILED} [data-en]`).forEach((el) => (el.textContent = el.getAttribute('data-en')));
}

/**
 * Run by the early script: should one of the shell's own scripts (those the page's HTML names, or
 * the same files inserted again by webpack's runtime) fail to load while the frame is still up, the
 * shell cannot start, and the loading mark would turn for ever: the frame says so instead, with
 * Try again (a reload). A remote's scripts are not the HTML's: their failures are the shell's to
 * show (RemoteArea), by which time React has replaced the frame.
 */
export function watchShellScripts(doc: Document, reload: () => void): () => void {
  const own = new Set<string>();
  doc.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => own.add(s.src));
  doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]').forEach((l) => own.add(l.href));
  const onError = (event: Event) => {
    const script = event.target;
    // Load errors do not bubble: heard in the capture phase, on the element that failed.
    if (!(script instanceof HTMLScriptElement) || !own.has(script.src)) return;
    showShellFailed(doc, reload);
  };
  const win = doc.defaultView;
  win?.addEventListener('error', onError, true);
  return () => win?.removeEventListener('error', onError, true);
}

/** The frame's failure in place of its loading mark; nothing once React has replaced the frame. */
export function showShellFailed(doc: Document, reload: () => void): void {
  const failed = doc.querySelector<HTMLElement>(FRAME_FAILED);
  const waiting = doc.querySelector(FRAME_STATUS);
  if (!failed || !waiting) return;
  waiting.remove();
  failed.hidden = false;
  failed.querySelector('button')?.addEventListener('click', reload, { once: true });
}
