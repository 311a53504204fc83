import { BRAND } from 'shared-ui';
import type { Preloaded } from 'shared-federation/server';
import { breadcrumbs, pageHead } from '../head';
import { headText } from '../headMessages';
import type { PageLoader } from './types';

/** /privacy-policy: no calls (its text is in the page's catalogue), only its head. */
export const loadPrivacyPage: PageLoader = async (_params, _search, _client, context) => {
  const name = headText(context.lang, 'head.privacy');
  const head = pageHead(
    {
      title: headText(context.lang, 'head.pageTitle', { page: name, brand: BRAND.name }),
      description: headText(context.lang, 'head.privacyDescription', { brand: BRAND.name }),
      path: '/privacy-policy',
      jsonLd: [breadcrumbs([{ name, path: '/privacy-policy' }], context)],
    },
    context,
  );
  return { data: new Map() as Preloaded, status: 200, head };
};
