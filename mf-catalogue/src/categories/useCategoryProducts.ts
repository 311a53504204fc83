import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError, type ApiClient, type ProductSummary } from 'shared-api';
import { usePreloaded } from 'shared-federation';
import { toCategoryParam } from './categoryAddress';

/** Products per page of a category (and per 'Load more'). */
export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryProducts {
  status: 'loading' | 'ready' | 'error' | 'loadingMore' | 'moreFailed';
  products: ProductSummary[];
  total: number;
}

/**
 * One page of a category's products. It asks the client directly rather than through
 * getProducts, which answers an empty list on failure (spec §8): this page must tell a failure
 * ('Failed to load category products. Please try again.') from an empty category.
 */
export async function fetchCategoryPage(slugOrId: string, offset: number, client: ApiClient = api) {
  try {
    return await client.call('products', {
      category: toCategoryParam(slugOrId),
      limit: CATEGORY_PAGE_SIZE,
      offset,
    });
  } catch (err) {
    // An unknown category has no products; 'Try Again' could never help there.
    if (isApiError(err) && err.status === 404)
      return { status: 'success' as const, products: [], total: 0 };
    throw err;
  }
}

type CategoryPage = Awaited<ReturnType<typeof fetchCategoryPage>>;

/**
 * A category's products, a page at a time; render it under `key={slug}` so a new category starts
 * afresh. Its first page may be handed in (server rendering, hydration: preloaded.tsx, under
 * `products:<slug>`): then the page starts with it and does not ask for it again.
 */
export function useCategoryProducts(slugOrId: string) {
  const preloaded = usePreloaded('products', slugOrId);
  const [state, setState] = useState<CategoryProducts>(() =>
    preloaded && 'value' in preloaded
      ? { status: 'ready', ...pick(preloaded.value as CategoryPage) }
      : { status: 'loading', products: [], total: 0 },
  );
  const [page, setPage] = useState({ offset: 0, round: 0 });
  // The first page that was handed in is kept; 'Load more' and 'Try again' ask as always.
  const given = useRef(preloaded !== undefined && 'value' in preloaded);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let live = true;
    const first = page.offset === 0;
    setState((s) => ({ ...s, status: first ? 'loading' : 'loadingMore' }));
    fetchCategoryPage(slugOrId, page.offset).then(
      (answer) => {
        if (!live) return;
        setState((s) => {
          const before = first ? [] : s.products;
          const known = new Set(before.map((p) => p.id));
          // A product added while the shopper pages can shift the next page: never show one twice.
          const products = [...before, ...answer.products.filter((p) => !known.has(p.id))];
          return { status: 'ready', products, total: answer.total };
        });
      },
      () => live && setState((s) => ({ ...s, status: first ? 'error' : 'moreFailed' })),
    );
    return () => {
      live = false;
    };
  }, [slugOrId, page]);

  const loaded = state.products.length;
  const loadMore = useCallback(() => setPage((p) => ({ ...p, offset: loaded })), [loaded]);
  const retry = useCallback(() => setPage((p) => ({ ...p, round: p.round + 1 })), []);
  return { state, hasMore: loaded < state.total, loadMore, retry };
}

const pick = ({ products, total }: CategoryPage) => ({ products, total });
