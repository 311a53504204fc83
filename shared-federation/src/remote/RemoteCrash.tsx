import { ErrorState } from 'shared-ui';

/**
 * What a remote shows when its own React tree throws: a way out, not a blank page (the error
 * state's own title and Try Again).
 */
export function RemoteCrash({ remote, error }: { remote: string; error: Error }) {
  return (
    <div data-remote-crash={remote}>
      <ErrorState text={process.env.NODE_ENV !== 'production' ? error.message : undefined} onAction={() => window.location.reload()} />
    </div>
  );
}
