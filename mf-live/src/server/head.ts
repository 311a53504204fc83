import type { LiveStream } from 'shared-api';
import { pageHead } from 'shared-federation/server';
import { BRAND, type Language } from 'shared-ui';
import { pageTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { messages } from '../messages';

/** The live list's address (spec §2 /{product}-live-shopping). */
export const LIST_PATH = `/${BRAND.slug}-live-shopping`;

/** The live shop's texts in the request's language (the render entry's `lang`). */
export const liveText = textIn(messages);

/**
 * The live list's head: title, description, canonical URL, Open Graph and a Twitter card, so a
 * shared link to the list previews with what is live now. The picture is the most watched live
 * stream's poster (else the soonest coming one's). `origin` is the shop's public origin: every
 * URL in the head is absolute. Nothing per shopper: the same head for everyone.
 */
export function liveListHead(streams: { live: LiveStream[]; upcoming: LiveStream[] }, { origin, lang }: { origin: string; lang: Language }): string {
  // The title the page gives its tab (usePageTitle), so hydration keeps it.
  const title = pageTitle(liveText(lang, 'title'));
  const description =
    streams.live.length > 0
      ? liveText(lang, 'head.liveNowDescription', { count: streams.live.length, brand: BRAND.name })
      : liveText(lang, 'head.listDescription', { brand: BRAND.name });
  const poster = [...streams.live, ...streams.upcoming].find((s) => s.poster)?.poster;
  return pageHead({ title, description, path: LIST_PATH, image: poster }, { origin, lang });
}
