import { Component, type ErrorInfo, type ReactNode } from 'react';
import { apiMessage } from 'shared-api';
import { ErrorState } from 'shared-ui';
import { useT } from '../messages';
import { ShownError } from '../feedback/ShownError';

/** A page's code could not be fetched (offline, or the catalogue was deployed again). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}

interface Props {
  onShow: () => void;
  onHide: () => void;
  /** Called before the page is rendered again after 'Try again'. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Shows the catalogue's error state with 'Try again' in the page's place when its code did not
 * arrive; header, footer and the rest of the shop stay. Anything else a page throws goes on up to
 * the shell's area boundary, as before.
 */
export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidMount(): void {
    this.props.onShow();
  }

  override componentWillUnmount(): void {
    this.props.onHide();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof PageLoadError) {
      console.warn('[suuq] a catalogue page did not load', error.cause, info.componentStack);
    }
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    return <PageLoadFailed onRetry={this.retry} />;
  }
}

/**
 * Offline, the spec's connection text (§8; shared-api keeps it, as the product page says it);
 * otherwise the code may have moved with a release.
 */
function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <ShownError>
      <ErrorState
        title={offline ? apiMessage('product.network') : t('page.loadFailed')}
        text={offline ? undefined : t('page.loadFailedText')}
        actionLabel={t('page.tryAgain')}
        onAction={onRetry}
      />
    </ShownError>
  );
}
