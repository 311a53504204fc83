/**
 * Why the shop cannot sell a line now, in the page's words, from the answer's reason and count:
 * the server's `message` ('Only 2 left of Saliid') is English whatever the page's language, and
 * the page shows the line's name beside it already.
 */
import type { UnavailableLine } from 'shared-api';
import { t } from '../messages';

export function unavailableText(line: Pick<UnavailableLine, 'reason' | 'available'>): string {
  if (line.reason === 'not_found') return t('co:notSold');
  return line.available > 0 ? t('co:onlyLeft', { count: line.available }) : t('co:outOfStock');
}
