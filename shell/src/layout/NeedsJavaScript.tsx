import { EmptyState } from 'shared-ui';
import { useT } from '../messages';

/**
 * Marks the parts of an area's loading state (its skeletons, its spinner), which the notice below
 * hides: with JavaScript off that state would never end.
 */
export const LOADING_PART = 'data-loading-part';

/**
 * What an area in its loading state says with JavaScript off: a protected page (cart, checkout,
 * account) or any page of the static frame waits for scripts that never run. The page's own
 * language, drawn by the server (the render service's frame, the static page's frame baked at
 * build time), with a plain link to /home, which the server renders without JavaScript.
 *
 * Inside <noscript>: with JavaScript on, the browser parses its content as text, never shown, and
 * React neither hydrates nor renders a noscript's children. The rule in it, hiding the loading
 * parts, therefore exists only with JavaScript off (a rule outside it would hide them for everyone).
 */
export function NeedsJavaScript() {
  const t = useT();
  return (
    <noscript>
      {/* As inner HTML: as text, React's server renderer would escape the rule's characters. */}
      <style dangerouslySetInnerHTML={{ __html: `[${LOADING_PART}]{display:none}` }} />
      <EmptyState
        title={t('needsJavaScriptTitle')}
        text={t('needsJavaScriptText')}
        action={<a href="/home">{t('goHome')}</a>}
      />
    </noscript>
  );
}
