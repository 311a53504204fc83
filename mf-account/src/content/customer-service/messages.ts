import { createMessages } from 'shared-ui';
import { en, so } from './texts';

/** Customer service's catalogue (its own namespace: the account's catalogue is long enough). */
export const { t, useT } = createMessages('mf-account-support', { so, en });
