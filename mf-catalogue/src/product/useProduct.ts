import { useCallback, useEffect, useState } from 'react';
import { getProduct, productErrorMessage, type ProductDetail } from 'shared-api';

export type ProductState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductDetail };

/** The product of a product page; getProduct checks the slug and retries a numeric one as an id. */
export function useProduct(slug: string): { state: ProductState; reload: () => void } {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProduct(slug).then(
      (product) => live && setState({ status: 'ready', product }),
      (err: unknown) => live && setState({ status: 'error', message: productErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [slug, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
