import { isApiError } from 'shared-api';
import { errorText } from '../orders/format';
import type { useT } from './messages';

type T = ReturnType<typeof useT>;

/** The server's refusals (server/src/student/service.ts) the page says in its own words, by code. */
const OWN_TEXT = new Map<string, Parameters<T>[0]>([
  ['not_academic', 'student.error:not_academic'],
  ['email_taken', 'student.error:email_taken'],
  ['already_verified', 'student.error:already_verified'],
  ['no_code', 'student.error:no_code'],
  ['code_expired', 'student.error:code_expired'],
  ['code_dead', 'student.error:code_dead'],
  // Only when the answer lacks tries_left (an older server): without the number.
  ['code_wrong', 'student.error:code_wrong'],
]);

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * What a refused request or verification says, in the page's language: the page's own text for
 * the codes it knows (with the tries left or the seconds to wait when the answer carries them as
 * data: `tries_left`, `retry_after`), the server's message for any other refusal (it answers in
 * English), the fallback for no readable answer (errorText).
 */
export function studentErrorText(err: unknown, t: T, fallback: string): string {
  if (isApiError(err) && err.kind === 'business' && typeof err.code === 'string') {
    if (err.code === 'code_wrong') {
      const left = count(err.details?.tries_left);
      if (left !== null) return t('student.wrongCode', { count: left });
    }
    if (err.code === 'cooldown') {
      const seconds = count(err.details?.retry_after);
      if (seconds !== null) return t('student.cooldown', { count: seconds });
    }
    const own = OWN_TEXT.get(err.code);
    if (own) return t(own);
  }
  return errorText(err, fallback);
}
