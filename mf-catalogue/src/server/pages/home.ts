import { getCategories, getVideoAds } from 'shared-api';
import { BRAND } from 'shared-ui';
import { CATEGORIES_KEY } from '../../categories/useCategories';
import { HOME_SECTIONS_KEY, loadSections } from '../../home/useHomepageSections';
import { VIDEO_ADS_KEY } from '../../home/useVideoAds';
import { dataKey } from 'shared-federation/server';
import { shopTitle } from 'shared-ui/tab-title';
import { pageHead, shopJsonLd } from '../head';
import { headText } from '../headMessages';
import type { Answers, PageLoader } from './types';

/**
 * /home: its sections (useHomepageSections), the category navigation (useCategories) and the
 * video ads (useVideoAds), asked at once as the browser does. Without the sections there is no
 * page to send (thrown: the browser renders it); the other two the browser can still ask for.
 */
export const loadHomePage: PageLoader = async (_params, _search, client, { origin, lang }) => {
  const [sections, categories, ads] = await Promise.allSettled([
    loadSections(client),
    getCategories(client),
    getVideoAds(client),
  ]);
  if (sections.status === 'rejected') throw sections.reason;
  const data: Answers = new Map([[dataKey('homepageSections', HOME_SECTIONS_KEY), { value: sections.value }]]);
  if (categories.status === 'fulfilled') data.set(dataKey('categories', CATEGORIES_KEY), { value: categories.value });
  if (ads.status === 'fulfilled') data.set(dataKey('videoAds', VIDEO_ADS_KEY), { value: ads.value });
  const first = sections.value[0]?.products[0];
  const head = pageHead(
    {
      title: shopTitle(lang),
      description: headText(lang, 'head.homeDescription', { brand: BRAND.name }),
      path: '/home',
      image: first?.imageUrl,
      jsonLd: shopJsonLd(origin),
    },
    { origin, lang },
  );
  return { data, status: 200, head };
};
