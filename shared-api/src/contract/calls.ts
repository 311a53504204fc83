import * as addresses from './addresses';
import * as advisor from './advisor';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as delivery from './delivery';
import * as media from './media';
import * as orders from './orders';
import * as wallet from './wallet';
import * as reviews from './reviews';
import * as notifications from './notifications';
import * as search from './search';
import * as sellers from './sellers';
import * as wishlist from './wishlist';
import * as student from './student';
import * as live from './live';
import * as support from './support';

/**
 * Every call of the contract with its schemas, by name: the server mounts and validates these;
 * the client checks answers against them in development builds and tests. Production pages send
 * calls by their routes alone (routes.ts).
 */
export const calls = { ...catalogue, ...auth, ...search, ...media, ...sellers, ...delivery, ...addresses, ...orders, ...wallet, ...reviews, ...notifications, ...wishlist, ...advisor, ...student, ...live, ...support } as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
