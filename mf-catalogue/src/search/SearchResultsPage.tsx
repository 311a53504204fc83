import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared-router';
import styled from 'styled-components';
import { EmptyState, ErrorState, tokens } from 'shared-ui';
import { GridSkeleton } from '../listing/GridSkeleton';
import { PageFrame } from '../listing/PageFrame';
import { useLoad } from '../listing/useLoad';
import { ProductGrid } from '../product-card/ProductGrid';
import { useT } from './resultsTexts';
// Two texts the page says as the search box does (the spec's 'No products found matching your search').
import { useT as useBoxT } from './texts';
import { Pager } from './Pager';
import { loadResults, resultsLoadKey, resultsQuery, resultsUrl } from './query';
import { SEARCH_RESULTS_MAX } from 'shared-api';
import { SortSelect } from './SortSelect';
import { Toolbar } from './SearchResultsSkeleton';

const { colors, font } = tokens;

const BrowseLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.primary};
  font-weight: ${font.weight.semibold};
`;

/** The words searched instead of unknown ones ("shampo" → "shampoo"), as one phrase. */
export function correctedKeyword(
  keyword: string,
  corrections: Record<string, string[]>,
): string | null {
  const words = keyword.split(/\s+/).filter(Boolean);
  let changed = false;
  const out = words.map((w) => {
    const fix = corrections[w] ?? corrections[w.toLowerCase()];
    if (fix?.[0] && fix[0].toLowerCase() !== w.toLowerCase()) {
      changed = true;
      // The vocabulary is lower-case: a word typed with a capital keeps it ('Hawla' → 'Halwa').
      const capital = w[0] !== w[0]!.toLowerCase();
      return capital ? fix[0][0]!.toUpperCase() + fix[0].slice(1) : fix[0];
    }
    return w;
  });
  return changed ? out.join(' ') : null;
}

/** /search-results?keyword=…&filter=…&page=…: the results grid with the five sorts and paging. */
export function SearchResultsPage() {
  const t = useT();
  const boxT = useBoxT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = resultsQuery(params);
  const { keyword, filter, page } = query;
  const { state, reload } = useLoad(resultsLoadKey(query), () => loadResults(query), {
    preload: 'searchProducts',
  });

  // Another page of results starts at its top (not the first one: the shopper is there already).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) window.scrollTo({ top: 0 });
    shownPage.current = page;
  }, [page]);

  if (!keyword) {
    return (
      <PageFrame title={t('results.titleEmpty')}>
        <EmptyState title={boxT('search.typeToSearch')} text={t('results.enterKeyword')} />
      </PageFrame>
    );
  }

  const answer = state.status === 'ready' ? state.value : null;
  const corrected = answer ? correctedKeyword(keyword, answer.corrections) : null;
  const subtitle = answer
    ? [
        answer.total >= SEARCH_RESULTS_MAX
          ? t('results.countAtLeast', { count: answer.total })
          : t('results.count', { count: answer.total }),
        corrected && t('results.corrected', { words: corrected }),
      ]
        .filter(Boolean)
        .join(' · ')
    : '\u00a0'; // keeps the heading's height while loading

  return (
    <PageFrame title={t('results.title', { keyword })} subtitle={subtitle}>
      <Toolbar>
        <SortSelect keyword={keyword} value={filter} onChange={(sort) => navigate(resultsUrl(keyword, sort))} />
        {answer && answer.total_pages > 1 && (
          <p>{t('results.pageOf', { page: answer.page, total: answer.total_pages })}</p>
        )}
      </Toolbar>
      {state.status === 'loading' && <GridSkeleton label={t('results.loading')} />}
      {state.status === 'error' && (
        <ErrorState
          text={t('results.failed')}
          actionLabel={t('results.tryAgain')}
          onAction={reload}
        />
      )}
      {answer && answer.products.length === 0 && (
        <EmptyState
          title={boxT('search.noResults')}
          text={t('results.emptyHint')}
          action={<BrowseLink to="/category">{t('results.browse')}</BrowseLink>}
        />
      )}
      {answer && answer.products.length > 0 && (
        <>
          <ProductGrid products={answer.products} label={t('results.title', { keyword })} />
          <Pager
            page={page}
            totalPages={answer.total_pages}
            href={(p) => resultsUrl(keyword, filter, p)}
          />
        </>
      )}
    </PageFrame>
  );
}
