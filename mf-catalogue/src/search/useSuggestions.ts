import { useEffect, useState } from 'react';
import type { ProductSummary } from 'shared-api';
import { SUGGEST_DEBOUNCE_MS, SUGGESTIONS_MAX, suggestionKeyword } from './query';
import { searchProducts } from 'shared-api';

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'ready'; keyword: string; products: ProductSummary[] };

/**
 * Suggestions for what the shopper is typing: nothing under 2 trimmed characters, and one
 * request once typing has paused for 300 ms. An answer for words the shopper has since changed
 * is dropped. A failed search reads as no suggestions (spec §8: search errors are empty lists).
 */
export function useSuggestions(input: string, search = searchProducts): Suggestions {
  const keyword = suggestionKeyword(input);
  const [state, setState] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (keyword === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setState((s) =>
      s.status === 'ready' && s.keyword === keyword ? s : { status: 'loading', keyword },
    );
    const timer = setTimeout(() => {
      search({ keyword, limit: SUGGESTIONS_MAX, per_page: SUGGESTIONS_MAX })
        .then((answer) => answer.products.slice(0, SUGGESTIONS_MAX))
        .catch(() => [])
        .then((products) => live && setState({ status: 'ready', keyword, products }));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, search]);

  return state;
}
