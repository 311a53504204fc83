// The shell's server entry (its server target, tooling/webpack/server-target.cjs): the frame of a
// page (header, footer, bottom bar, the page's area) drawn by the render service, which the browser then
// hydrates instead of drawing it afresh (bootstrap.tsx). The page's remote renders its own area
// with its own live release; the frame leaves a slot for it (AREA_SLOT), or, when that render did
// not come, the area's loading state, as the browser draws it.
import type { ReactElement } from 'react';
import { StaticRouter } from 'shared-router/server';
import { RenderedLanguage } from 'shared-ui';
import { languageFromCookie, type Language } from 'shared-ui/language-cookie';
import { Shell } from '../App';
import { Footer } from '../layout/Footer';
import { FooterOnServer } from '../layout/FooterArea';
import { FrameOnServer } from '../startup/serverArea';

export interface FrameRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header: the page's language (suuq_lang). Nothing else is read from it. */
  cookie?: string;
  /** The federation name of the remote whose render goes into the area, or null. */
  area: string | null;
}

/** The logged-out frame of `url`: the same tree the browser's App hydrates, with a static router. */
export function render(request: FrameRequest): { element: ReactElement; lang: Language; head: string; data: Record<string, unknown>; status: number } {
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
  return { element, lang, head: '', data: {}, status: 200 };
}
