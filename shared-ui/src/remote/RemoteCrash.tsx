import { ErrorState } from '../feedback/States';
import { t } from '../messages';

/** What a remote shows when its own React tree throws: a way out, not a blank page. */
export function RemoteCrash({ remote, error }: { remote: string; error: Error }) {
  return (
    <div data-remote-crash={remote}>
      <ErrorState
        title={t('errorTitle')}
        text={process.env.NODE_ENV !== 'production' ? error.message : undefined}
        actionLabel={t('tryAgain')}
        onAction={() => window.location.reload()}
      />
    </div>
  );
}
