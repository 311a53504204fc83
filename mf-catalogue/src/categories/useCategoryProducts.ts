import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError, type ApiClient, type ProductSummary } from 'shared-api';
import { usePreloadedAnswer } from '../listing/useLoad';
import { toCategoryParam } from './categoryAddress';

/** Products per page of a category (and per 'Load more'). */
export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryProducts {
  status: 'loading' | 'ready' | 'error' | 'loadingMore' | 'moreFailed';
  products: ProductSummary[];
  total: number;
}

/** One products call answers 100 products at most: four pages of 24 fit in one. */
const ROWS_PER_CALL = 4 * CATEGORY_PAGE_SIZE;

/**
 * Products of a category from `offset` (one page unless `limit` says more). It asks the client
 * directly rather than through getProducts, which answers an empty list on failure (spec §8): this
 * page must tell a failure ('Failed to load category products. Please try again.') from an empty
 * category.
 */
export async function fetchCategoryPage(slugOrId: string, offset: number, client: ApiClient = api, limit = CATEGORY_PAGE_SIZE) {
  try {
    return await client.call('products', {
      category: toCategoryParam(slugOrId),
      limit,
      offset,
    });
  } catch (err) {
    // An unknown category has no products; 'Try Again' could never help there.
    if (isApiError(err) && err.status === 404)
      return { status: 'success' as const, products: [], total: 0 };
    throw err;
  }
}

/**
 * A category's first `pages` pages at once (an address's ?page=N, categoryAddress.ts): one call
 * for up to four pages, and the calls for more asked together.
 */
export async function fetchCategoryPages(slugOrId: string, pages: number, client: ApiClient = api) {
  const rows = pages * CATEGORY_PAGE_SIZE;
  const offsets = Array.from({ length: Math.ceil(rows / ROWS_PER_CALL) }, (_, i) => i * ROWS_PER_CALL);
  const answers = await Promise.all(
    offsets.map((offset) => fetchCategoryPage(slugOrId, offset, client, Math.min(ROWS_PER_CALL, rows - offset))),
  );
  const products = answers.reduce<ProductSummary[]>((shown, answer) => withMore(shown, answer.products), []);
  return { status: 'success' as const, products, total: answers[0]!.total };
}

/** A product added while the shopper pages can shift the next page: never show one twice. */
function withMore(shown: ProductSummary[], more: ProductSummary[]): ProductSummary[] {
  const known = new Set(shown.map((p) => p.id));
  return [...shown, ...more.filter((p) => !known.has(p.id))];
}

/** The data key of a category's first `pages` pages (the server's loader stores its answer under it). */
export const categoryLoadKey = (slugOrId: string, pages: number) => (pages > 1 ? `${slugOrId}?page=${pages}` : slugOrId);

type CategoryPage = Awaited<ReturnType<typeof fetchCategoryPage>>;

/**
 * A category's products: its first `pages` pages (the address's ?page=N), then a page at a time;
 * render it under a key of the slug and pages so a new address starts afresh. The first pages may
 * be handed in (server rendering, hydration: preloaded.tsx, under `products:<categoryLoadKey>`):
 * then the page starts with them and does not ask for them again.
 */
export function useCategoryProducts(slugOrId: string, pages = 1) {
  const handedIn = usePreloadedAnswer<CategoryPage>('products', categoryLoadKey(slugOrId, pages));
  const [state, setState] = useState<CategoryProducts>(() =>
    handedIn ? { status: 'ready', ...pick(handedIn) } : { status: 'loading', products: [], total: 0 },
  );
  const [page, setPage] = useState({ offset: 0, round: 0 });
  // The first pages that were handed in are kept; 'Load more' and 'Try again' ask as always.
  const given = useRef(handedIn !== undefined);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let live = true;
    const first = page.offset === 0;
    setState((s) => ({ ...s, status: first ? 'loading' : 'loadingMore' }));
    (first ? fetchCategoryPages(slugOrId, pages) : fetchCategoryPage(slugOrId, page.offset)).then(
      (answer) => {
        if (!live) return;
        setState((s) => ({
          status: 'ready',
          products: withMore(first ? [] : s.products, answer.products),
          total: answer.total,
        }));
      },
      () => live && setState((s) => ({ ...s, status: first ? 'error' : 'moreFailed' })),
    );
    return () => {
      live = false;
    };
  }, [slugOrId, pages, page]);

  const loaded = state.products.length;
  const loadMore = useCallback(() => setPage((p) => ({ ...p, offset: loaded })), [loaded]);
  const retry = useCallback(() => setPage((p) => ({ ...p, round: p.round + 1 })), []);
  return { state, hasMore: loaded < state.total, loadMore, retry };
}

const pick = ({ products, total }: CategoryPage) => ({ products, total });
