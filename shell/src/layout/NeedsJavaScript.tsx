import styled from 'styled-components';
import { EmptyState, tokens } from 'shared-ui';
import { useT } from '../messages';

/**
 * Marks the parts of an area's loading state (its skeletons, its spinner), which the notice below
 * hides: with JavaScript off that state would never end.
 */
export const LOADING_PART = 'data-loading-part';

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.spacing.md} ${tokens.spacing.lg};
`;

/**
 * What an area in its loading state says with JavaScript off, in the page's own language, drawn by
 * the server (the render service's frame, the static page's frame baked at build time), with plain
 * links, which work without JavaScript. Which text, by the page's route (routing/routes.ts, as the
 * shell routes it: `protectedRoute`):
 * - a protected page (cart, checkout, account, …) never shows without JavaScript: it says what
 *   needs it, and links to /home, which the server renders;
 * - a public page (a product, a category, /home, …) shows this only when the server did not draw its
 *   area this time (its render failed or ran late, or the render service is down and the static
 *   page answered). A reload of the same address may bring it drawn (a failed render is cached for
 *   seconds only: render/src/cachePolicy.mjs), hence Try again, then /home.
 * The static page serves every address and is drawn once, at build time, for a public path
 * (tooling/webpack/baked-frame.cjs NEUTRAL_PATH): it carries the public text, which also fits a
 * protected address there (the service down, nothing shows without JavaScript; trying again is
 * what helps), and Try again's href is empty, which is the page's own address, whatever it is.
 *
 * Inside <noscript>: with JavaScript on, the browser parses its content as text, never shown, and
 * React neither hydrates nor renders a noscript's children. The rule in it, hiding the loading
 * parts, therefore exists only with JavaScript off (a rule outside it would hide them for everyone).
 */
export function NeedsJavaScript({ protectedRoute }: { protectedRoute: boolean }) {
  const t = useT();
  const home = <a href="/home">{t('goHome')}</a>;
  return (
    <noscript>
      {/* As inner HTML: as text, React's server renderer would escape the rule's characters. */}
      <style dangerouslySetInnerHTML={{ __html: `[${LOADING_PART}]{display:none}` }} />
      <EmptyState
        title={t('needsJavaScriptTitle')}
        // With JavaScript off the notice is all the page has in its main: its one top heading.
        titleAs="h1"
        text={t(protectedRoute ? 'needsJavaScriptText' : 'needsJavaScriptPublicText')}
        action={
          protectedRoute ? (
            home
          ) : (
            <Links>
              {/* An empty href is this very address (its query too): a reload, asking the server again. */}
              <a href="">{t('tryAgain')}</a>
              {home}
            </Links>
          )
        }
      />
    </noscript>
  );
}
