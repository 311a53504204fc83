import { useCallback, useEffect, useState } from 'react';
import { getHomepageSections, type ProductSummary } from 'shared-api';

/** Products per homepage section (spec §9: default homepage section size 8). */
export const HOME_SECTION_SIZE = 8;

export interface HomeSection {
  key: string;
  products: ProductSummary[];
}

export type HomeState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; sections: HomeSection[] };

/** All homepage sections in one request, in the server's `section_keys` order, empty ones left out. */
export function useHomepageSections(): { state: HomeState; reload: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getHomepageSections(HOME_SECTION_SIZE).then(
      (answer) => {
        if (!live) return;
        const sections = answer.section_keys
          .map((key) => ({ key, products: answer.sections[key] ?? [] }))
          .filter((section) => section.products.length > 0);
        setState({ status: 'ready', sections });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
