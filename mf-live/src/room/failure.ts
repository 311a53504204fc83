import { isApiError } from 'shared-api';
import { t } from '../messages';

/** A chat message that did not go: the server's own words when it refused, else ours. */
export function sendFailure(err: unknown): Error {
  return new Error(isApiError(err) && err.kind === 'business' && err.message ? err.message : t('room.sendFailed'));
}
