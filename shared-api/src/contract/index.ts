export * from './define';
export * from './product';
export * from './account-rules';
export * from './constants';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as delivery from './delivery';
import * as media from './media';
import * as search from './search';
import * as sellers from './sellers';

/** Every call of the contract, by name: the server mounts these, the client calls them. */
export const calls = { ...catalogue, ...auth, ...search, ...media, ...sellers, ...delivery } as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
