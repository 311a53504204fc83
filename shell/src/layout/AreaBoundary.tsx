import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from 'shared-ui';
import { t } from '../messages';

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Catches what throws while rendering a remote's area, so the header, footer and bottom bar stay
 * and the shopper can try again; the remount gets a fresh key.
 */
export class AreaBoundary extends Component<{ children: (attempt: number) => ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[suuq] page area crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorState
          title={t('remoteFailedTitle')}
          text={t('remoteFailedText')}
          actionLabel={t('tryAgain')}
          onAction={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
        />
      );
    }
    return this.props.children(this.state.attempt);
  }
}
