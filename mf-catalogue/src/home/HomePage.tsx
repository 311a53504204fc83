import { Fragment } from 'react';
import type { VideoAd } from 'shared-api';
import { EmptyState, ErrorState, useLanguage } from 'shared-ui';
import { PageColumn } from 'shared-ui/page-column';
import { CategoryNav } from '../categories/CategoryNav';
import { ProductCard } from '../product-card/ProductCard';
import { usePageShown } from '../lazy-page/pageShown';
import { useT } from '../messages';
import { shopTitle, useTabTitle } from 'shared-ui/tab-title';
import { HeroBanner } from './HeroBanner';
import { HomeSkeleton } from './HomeSkeleton';
import { RowList, RowWaiting, SectionRow } from './SectionRow';
import { sectionPath, sectionTitle } from './sectionTitle';
import { useHomepageSections } from './useHomepageSections';
import { VideoAdBanner } from './VideoAdBanner';
import { useVideoAds, type VideoAds } from './useVideoAds';
import { WhenNear } from './WhenNear';

/** Cards of the first row load their images at once; everything below waits for the scroll. */
const EAGER_CARDS = 4;

/**
 * The row a phone or a desktop shows on arrival is built with the page; the cards of the rows
 * below when they come within a screen of view (WhenNear): the second at once, in a task of its
 * own right after the first paint, lower ones as the shopper scrolls. Their headings and See
 * all links are always there, so the page's outline and a heading list read the same.
 */
const BUILT_ROWS = 1;

/** Spec §3: each ad follows its own section (and is left out when that section is). */
const adAfter = (ads: VideoAds | null, key: string): VideoAd | undefined => {
  if (key === 'new_arrivals') return ads?.newArrivalsAd ?? undefined;
  if (key === 'monthly_special') return ads?.monthlySpecialAd ?? undefined;
  return undefined;
};

export function HomePage() {
  const t = useT();
  const { state, reload } = useHomepageSections();
  const ads = useVideoAds();
  // Other pages' code is fetched only after the sections are shown (not while they load).
  usePageShown(state.status !== 'loading');

  // The title the server's head gives the page (server/pages/home.ts), in the page's language.
  useTabTitle(shopTitle(useLanguage()));

  return (
    <PageColumn $roomy>
      <HeroBanner />
      <CategoryNav />
      {state.status === 'loading' && <HomeSkeleton label={t('home.loading')} />}
      {state.status === 'error' && (
        <ErrorState text={t('home.error')} actionLabel={t('home.tryAgain')} onAction={reload} />
      )}
      {state.status === 'ready' && state.value.length === 0 && (
        <EmptyState title={t('home.empty')} />
      )}
      {state.status === 'ready' &&
        state.value.map((section, sectionIndex) => {
          const title = sectionTitle(t, section.key);
          const ad = adAfter(ads, section.key);
          return (
            <Fragment key={section.key}>
              <SectionRow
                id={section.key}
                title={title}
                seeAll={{
                  to: sectionPath(section.key),
                  text: t('home.seeAll'),
                  label: t('home.seeAllLabel', { section: title }),
                }}
              >
                <WhenNear
                  now={sectionIndex < BUILT_ROWS}
                  placeholder={<RowWaiting products={section.products} />}
                >
                  <RowList>
                    {section.products.map((product, index) => (
                      <li key={product.id}>
                        <ProductCard
                          product={product}
                          eager={sectionIndex === 0 && index < EAGER_CARDS}
                        />
                      </li>
                    ))}
                  </RowList>
                </WhenNear>
              </SectionRow>
              {ad && <VideoAdBanner ad={ad} id={section.key} />}
            </Fragment>
          );
        })}
    </PageColumn>
  );
}
