import { createMessages } from 'shared-ui';
import { en, so } from './texts';

/** Customer service's catalogue (a namespace of its own, as each feature has). */
export const messages = createMessages('mf-account-support', { so, en });
export const { t, useT } = messages;
