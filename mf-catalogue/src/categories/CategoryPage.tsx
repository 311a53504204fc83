import { useParams, useSearchParams } from 'shared-router';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, primaryLinkStyles, tokens, useLanguage } from 'shared-ui';
import { GridSkeleton } from '../listing/GridSkeleton';
import { HeadingSkeleton } from '../listing/ListingSkeleton';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';
import { ProductGrid } from '../product-card/ProductGrid';
import { CategoryNav } from './CategoryNav';
import { CATEGORY_PAGES_MAX, categoryPagesPath, findCategory, shownPages } from './categoryAddress';
import { categoryName } from './categoryNames';
import { useCategories } from './useCategories';
import { CATEGORY_PAGE_SIZE, useCategoryProducts } from './useCategoryProducts';
import { useT as usePageT } from './texts';

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.spacing.sm};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.font.size.sm};

  /* Without scripts the button does nothing: MoreLink (in a <noscript>) stands in its place. The
     selector (class + element) outranks the button's own class, whatever order the rules come in. */
  @media (scripting: none) {
    & > button {
      display: none;
    }
  }
`;

/** 'Load more' for a shopper without scripts: the address of one page more. */
const MoreLink = styled.a`
  ${primaryLinkStyles}
`;

/** The id of the first card of each page after the first: where 'Load more' without scripts lands. */
const pageStart = (index: number) =>
  index > 0 && index % CATEGORY_PAGE_SIZE === 0 ? `page-${index / CATEGORY_PAGE_SIZE + 1}` : undefined;

/**
 * /category/{id or slug}: the category's name, then its products 24 at a time. ?page=N shows the
 * first N pages at once: the address 'Load more' has without scripts.
 */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const pages = shownPages(useSearchParams()[0]);
  return <CategoryProducts key={`${slug}|${pages}`} slug={slug} pages={pages} />;
}

const readable = (slug: string) =>
  slug.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function CategoryProducts({ slug, pages }: { slug: string; pages: number }) {
  const t = useT();
  const tp = usePageT();
  const lang = useLanguage();
  const categories = useCategories().state;
  const { state, hasMore, loadMore, retry } = useCategoryProducts(slug, pages);

  const found = categories.status === 'ready' ? findCategory(categories.value, slug) : null;
  // The list has no such category and it has no products: the server answered this page 404
  // ('Category not found' in its head), and the page says so instead of naming a category.
  const unknown = categories.status === 'ready' && !found && state.status === 'ready' && state.products.length === 0;
  let title: string | null = found ? categoryName(found, lang) : unknown ? tp('category.notFound') : null;
  // Without the category list, the products still say where they belong.
  if (!title && categories.status !== 'loading')
    title = /^[0-9]+$/.test(slug) ? (state.products[0]?.category ?? null) : readable(slug);
  const waitingForTitle = !title && (categories.status === 'loading' || state.status === 'loading');

  return (
    <PageFrame
      title={title ?? (waitingForTitle ? <HeadingSkeleton /> : t('category.nav'))}
      documentTitle={title ?? undefined}
      above={<CategoryNav />}
    >
      {state.status === 'loading' && <GridSkeleton label={t('list.loading')} />}
      {state.status === 'error' && (
        <ErrorState
          text={tp('category.productsFailed')}
          actionLabel={t('category.tryAgain')}
          onAction={retry}
        />
      )}
      {state.status === 'ready' && state.products.length === 0 && (
        // The page's frame already leads back home; an unknown category says why it is empty.
        <EmptyState title={tp('category.empty')} text={unknown ? tp('category.notFoundText') : undefined} />
      )}
      {state.products.length > 0 && state.status !== 'error' && (
        <>
          <ProductGrid products={state.products} label={title ?? undefined} anchorOf={pageStart} />
          {state.status === 'moreFailed' ? (
            <ErrorState
              text={tp('category.productsFailed')}
              actionLabel={t('category.tryAgain')}
              onAction={retry}
            />
          ) : (
            <More>
              <span>
                {tp('category.shown', { shown: state.products.length, total: state.total })}
              </span>
              {hasMore && (
                <Button
                  variant="secondary"
                  loading={state.status === 'loadingMore'}
                  onClick={loadMore}
                >
                  {tp('category.loadMore')}
                </Button>
              )}
              {/* The server's page only (a browser with scripts never shows a noscript, and React
                  does not hydrate one). Past the last page it offers, searching serves better. */}
              {hasMore && pages < CATEGORY_PAGES_MAX && (
                <noscript>
                  <MoreLink href={`${categoryPagesPath(slug, pages + 1)}#page-${pages + 1}`}>
                    {tp('category.loadMore')}
                  </MoreLink>
                </noscript>
              )}
            </More>
          )}
        </>
      )}
    </PageFrame>
  );
}
