import { Suspense, type ComponentType } from 'react';
import { loadOnce } from 'shared-federation';
import { PageLoadBoundary, PageLoadError } from './PageLoadBoundary';
import { usePageShown } from './pageShown';

/** A route's page whose code arrives in its own chunk, the first time it is shown or prefetched. */
export interface LazyPage {
  (): JSX.Element;
  /** Starts fetching the page's code (once); after a failure the next call fetches again. */
  preload(): Promise<unknown>;
}

const ignore = () => undefined;

/**
 * Not React.lazy: a lazy component suspends on its first render even when its code is already
 * here (prefetched), so every navigation would paint the skeleton for a frame; and it keeps a
 * failed import forever, so 'Try again' could never fetch again. Here a fetched page renders at
 * once, a missing one shows `Skeleton` (the page's own loading shape), and a failed fetch shows
 * the catalogue's error state whose 'Try again' fetches again.
 */
export function lazyPage(load: () => Promise<ComponentType>, Skeleton: ComponentType): LazyPage {
  const code = loadOnce(load);
  let failure: PageLoadError | undefined;
  // Boundaries of this page on screen. A fetch that fails while none is (the shopper left) is
  // not kept: the next visit fetches again instead of opening on the error.
  let onScreen = 0;

  /** The page, or a throw: a promise (Suspense shows the skeleton) or the failure (the boundary). */
  const read = (): ComponentType => {
    const page = code.current();
    if (page) return page;
    if (failure) throw failure;
    throw code.get().then(ignore, (error: unknown) => {
      if (onScreen > 0) failure = new PageLoadError(error);
    });
  };

  function Loaded() {
    const Page = read();
    usePageShown();
    return <Page />;
  }

  function LazyPageRoute() {
    return (
      <PageLoadBoundary
        onShow={() => (onScreen += 1)}
        onHide={() => {
          onScreen -= 1;
          failure = undefined;
        }}
        onRetry={() => (failure = undefined)}
      >
        <Suspense fallback={<Skeleton />}>
          <Loaded />
        </Suspense>
      </PageLoadBoundary>
    );
  }

  return Object.assign(LazyPageRoute, { preload: code.get });
}
