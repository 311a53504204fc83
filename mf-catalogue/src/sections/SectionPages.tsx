import { Link, useParams } from 'shared-router';
import {
  productErrorMessage,
  toSectionKey,
  type ProductSummary,
  type SectionKey,
} from 'shared-api';
import styled from 'styled-components';
import { BRAND, EmptyState, LiveDot, primaryLinkStyles, tokens } from 'shared-ui';
import { sectionTitle } from '../home/sectionTitle';
import { PageFrame } from '../listing/PageFrame';
import { ProductListing } from '../listing/ProductListing';
import { useLoad, type Loadable } from '../listing/useLoad';
import { useT } from '../messages';
import { useT as useSectionT } from './texts';
import { DISCOUNTS_KEY, loadDiscounts, loadRelated, loadSection, SECTION_PRELOAD, type Related } from './loaders';

/** /section/best-sellers and the other homepage sections, by their hyphenated (or camel) name. */
export function SectionPage() {
  const { name = '' } = useParams();
  const key = toSectionKey(name);
  return key ? <SectionProducts key={key} sectionKey={key} /> : <SectionNotFound />;
}

const WatchLive = styled(Link)`
  ${primaryLinkStyles}
  gap: ${tokens.spacing.sm};
  padding: 0 ${tokens.spacing.lg};
  background: ${tokens.colors.live};
  &:hover {
    background: ${tokens.colors.dangerHover};
  }
`;

/** The live section's way to the streams themselves (spec §2: the live list). */
function WatchLiveLink() {
  const ts = useSectionT();
  return (
    <WatchLive to={`/${BRAND.slug}-live-shopping`} data-testid="watch-live">
      <LiveDot light />
      {ts('section.watchLive')}
    </WatchLive>
  );
}

function SectionProducts({ sectionKey }: { sectionKey: SectionKey }) {
  const t = useT();
  const title = sectionTitle(t, sectionKey);
  const { state, reload } = useLoad(sectionKey, () => loadSection(sectionKey), {
    preload: SECTION_PRELOAD.section,
  });
  return (
    <PageFrame title={title} action={sectionKey === BRAND.liveSection ? <WatchLiveLink /> : undefined}>
      <ProductListing state={state} onRetry={reload} label={title} />
    </PageFrame>
  );
}

function SectionNotFound() {
  const t = useT();
  const ts = useSectionT();
  return (
    <PageFrame title={ts('section.notFound')}>
      <EmptyState
        text={ts('section.notFoundText')}
        action={<Link to="/home">{t('list.backHome')}</Link>}
      />
    </PageFrame>
  );
}

/** /carousel: everything in the featured carousel. */
export function CarouselPage() {
  const t = useT();
  const title = sectionTitle(t, 'featured_carousel');
  const { state, reload } = useLoad('featured_carousel', () => loadSection('featured_carousel'), {
    preload: SECTION_PRELOAD.section,
  });
  return (
    <PageFrame title={title}>
      <ProductListing state={state} onRetry={reload} label={title} />
    </PageFrame>
  );
}

/** /discounts: limited-time discounts and the monthly special. */
export function DiscountsPage() {
  const t = useT();
  const title = t('page.discounts');
  const { state, reload } = useLoad(DISCOUNTS_KEY, () => loadDiscounts(), {
    preload: SECTION_PRELOAD.discounts,
  });
  return (
    <PageFrame title={title} subtitle={t('page.discountsText')}>
      <ProductListing state={state} onRetry={reload} label={title} />
    </PageFrame>
  );
}

const productsOf = (state: Loadable<Related>): Loadable<ProductSummary[]> =>
  state.status === 'ready' ? { status: 'ready', value: state.value.products } : state;

/** /section/related-products/:productId: the product's subcategory, without the product. */
export function RelatedProductsPage() {
  const t = useT();
  const ts = useSectionT();
  const { productId = '' } = useParams();
  const { state, reload } = useLoad(productId, () => loadRelated(productId), {
    preload: SECTION_PRELOAD.related,
  });
  const title = t('page.related');
  const product = state.status === 'ready' ? state.value.product : null;
  const subtitle = product ? (
    <>
      {ts('page.relatedTo')} <Link to={`/product/${product.slug}`}>{product.name}</Link>
    </>
  ) : undefined;
  return (
    <PageFrame title={title} subtitle={subtitle} documentTitle={product ? `${title}: ${product.name}` : title}>
      <ProductListing
        state={productsOf(state)}
        onRetry={reload}
        label={title}
        errorText={state.status === 'error' ? productErrorMessage(state.error) : undefined}
      />
    </PageFrame>
  );
}
