import { useParams } from 'shared-router';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, tokens, useLanguage } from 'shared-ui';
import { GridSkeleton } from '../listing/GridSkeleton';
import { HeadingSkeleton } from '../listing/ListingSkeleton';
import { PageFrame } from '../listing/PageFrame';
import { useT } from '../messages';
import { ProductGrid } from '../product-card/ProductGrid';
import { CategoryNav } from './CategoryNav';
import { findCategory } from './categoryAddress';
import { categoryName } from './categoryNames';
import { useCategories } from './useCategories';
import { useCategoryProducts } from './useCategoryProducts';
import { useT as usePageT } from './texts';

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.spacing.sm};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.font.size.sm};
`;

/** /category/{id or slug}: the category's name, then its products 24 at a time. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryProducts key={slug} slug={slug} />;
}

const readable = (slug: string) =>
  slug.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function CategoryProducts({ slug }: { slug: string }) {
  const t = useT();
  const tp = usePageT();
  const lang = useLanguage();
  const categories = useCategories().state;
  const { state, hasMore, loadMore, retry } = useCategoryProducts(slug);

  const found = categories.status === 'ready' ? findCategory(categories.value, slug) : null;
  let title: string | null = found ? categoryName(found, lang) : null;
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
        <EmptyState title={tp('category.empty')} />
      )}
      {state.products.length > 0 && state.status !== 'error' && (
        <>
          <ProductGrid products={state.products} label={title ?? undefined} />
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
            </More>
          )}
        </>
      )}
    </PageFrame>
  );
}
