import { BRAND } from 'shared-ui';
import type { Preloaded } from 'shared-federation/server';
import { namedPageHead } from '../head';
import { headText, pageText } from '../headMessages';
import type { PageLoader } from './types';

/** /privacy-policy: no calls (its text is in the page's catalogue), only its head. */
export const loadPrivacyPage: PageLoader = async (_params, _search, _client, context) => {
  const { lang } = context;
  const head = namedPageHead(
    { name: pageText(lang, 'privacy.title'), description: headText(lang, 'head.privacyDescription', { brand: BRAND.name }), path: '/privacy-policy' },
    context,
  );
  return { data: new Map() as Preloaded, status: 200, head };
};
