import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './loadOnce';

/** What every lazy part takes besides its own props. */
export interface LazyPartProps {
  /** Shown while the part's code is on its way (nothing by default). */
  fallback?: ReactNode;
  /** The part's code did not arrive (offline, or the shop was just updated): nothing is shown. */
  onLoadError?: (error: unknown) => void;
}

/** A part of a page whose code arrives in a chunk of its own. */
export interface LazyPart<P extends object> {
  (props: P & LazyPartProps): ReactNode;
  /** Starts fetching the part's code (once); after a failure the next call fetches again. */
  preload(): Promise<unknown>;
}

/**
 * A part of a page (a dialog, a panel, something below the fold) whose code is fetched the first
 * time it is shown or preloaded, so it stays out of the page's first load. Not React.lazy: a part
 * whose code is already here renders at once (no fallback frame), and a fetch that failed is not
 * kept: the part shows nothing, says so through onLoadError, and its next mount fetches again.
 * A failed chunk never takes the page around it down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = loadOnce(load);

  function Part({ fallback = null, onLoadError, ...props }: P & LazyPartProps) {
    // The component itself is state, so React re-renders when it arrives.
    const [state, setState] = useState<{ part?: ComponentType<P>; failed?: boolean }>(() => ({
      part: code.current(),
    }));
    const failed = state.failed === true;
    const ready = state.part !== undefined;
    // Read when the fetch ends: a new function each render must not fetch again.
    const onLoadErrorRef = useRef(onLoadError);
    useEffect(() => {
      onLoadErrorRef.current = onLoadError;
    });
    useEffect(() => {
      if (ready || failed) return;
      let mounted = true;
      code.get().then(
        (part) => mounted && setState({ part }),
        (error: unknown) => {
          if (!mounted) return;
          setState({ failed: true });
          onLoadErrorRef.current?.(error);
        },
      );
      return () => {
        mounted = false;
      };
    }, [ready, failed]);
    if (state.part) {
      const Loaded = state.part;
      return <Loaded {...(props as P)} />;
    }
    return failed ? null : fallback;
  }

  return Object.assign(Part, { preload: code.get });
}
