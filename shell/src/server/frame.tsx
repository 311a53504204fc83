// The shell's server entry (its server target, tooling/webpack/server-target.cjs): the frame of a
// page (header, footer, bottom bar, the page's area) drawn by the render service, which the browser then
// hydrates instead of drawing it afresh (bootstrap.tsx). The page's remote renders its own area
// with its own live release; the frame leaves a slot for it (AREA_SLOT), or, when that render did
// not come, the area's loading state, as the browser draws it.
import type { ReactElement } from 'react';
import { escapeHtml, notFoundHead, stateHead } from 'shared-federation/server';
import { StaticRouter } from 'shared-router/server';
import { RenderedLanguage } from 'shared-ui';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import { shopTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { Shell } from '../App';
import { Footer } from '../layout/Footer';
import { FooterOnServer } from '../layout/FooterArea';
import { FrameOnServer } from '../startup/serverArea';
import { INFO_PAGES, isUnknownPath, redirectFor } from '../routing/routeTable';
import { messages } from '../messages';

const shellText = textIn(messages);

export interface FrameRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header: the page's language (suuq_lang). Nothing else is read from it. */
  cookie?: string;
  /** The federation name of the remote whose render goes into the area, or null. */
  area: string | null;
}

export type FrameRender =
  | { element: ReactElement; lang: Language; head: string; data: Record<string, unknown>; status: number }
  /** A redirect of spec §2 (`/` → /home): the browser is sent on before any page is drawn. */
  | { redirect: string };

/**
 * The logged-out frame of `url`: the same tree the browser's App hydrates, with a static router.
 * A path the shell redirects is answered as a redirect instead: drawn, its main would stay empty
 * (the router's redirect acts only in the browser) and /home would then be drawn by the browser
 * alone. /login stays a page: it opens the login popup over /home (LoginLanding). A path no page
 * answers is the shell's not-found page, with 404 and its own head (title, noindex).
 */
export function render(request: FrameRequest): FrameRender {
  const pathname = new URL(request.url, 'http://frame').pathname;
  const redirect = pathname === '/login' ? null : redirectFor(pathname);
  if (redirect) return { redirect };
  const lang = languageFromCookie(request.cookie) ?? 'so';
  const element = (
    <StaticRouter location={request.url}>
      <RenderedLanguage value={lang}>
        <FrameOnServer.Provider value={{ area: request.area }}>
          <FooterOnServer.Provider value={Footer}>
            <Shell />
          </FooterOnServer.Provider>
        </FrameOnServer.Provider>
      </RenderedLanguage>
    </StaticRouter>
  );
  const unknown = isUnknownPath(pathname);
  return { element, lang, head: headOf(pathname, lang, unknown), data: {}, status: unknown ? 404 : 200 };
}

/**
 * The head the frame gives a page no remote drew on the server (the render service uses it then):
 * the shell's own pages (not found, an info page) as their tab names them once the page runs; any
 * other page (the cart, the account: named by their remote in the browser), the shop's title in
 * its language, which the static page takes too (tooling/webpack/baked-frame.cjs). A page a remote drew has that remote's head.
 */
function headOf(pathname: string, lang: Language, unknown: boolean): string {
  if (unknown) return notFoundHead(lang);
  if ((INFO_PAGES as readonly string[]).includes(pathname)) return stateHead({ title: shellText(lang, 'infoTitle'), text: shellText(lang, 'infoText') });
  return `<title>${escapeHtml(shopTitle(lang))}</title>`;
}
