import { getBus } from 'shared-events';
import { t } from '../messages';

/** A dialog or panel whose code did not arrive: the shopper is told, and the next tap tries again. */
export function toastDidNotOpen(): void {
  getBus().emit('toast:show', { kind: 'error', message: t('didNotOpen') });
}
