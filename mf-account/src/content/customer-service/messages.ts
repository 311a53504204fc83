import { createMessages } from 'shared-ui';
import { en, so } from './texts';

/** Customer service's catalogue (a namespace of its own, as each feature has). */
export const { t, useT } = createMessages('mf-account-support', { so, en });
