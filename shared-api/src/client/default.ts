import { createApiClient, type ApiClient } from './client';

const KEY = Symbol.for('suuq.shared-api.client.v1');
type WithClient = typeof globalThis & { [KEY]?: ApiClient };

/**
 * The page's client: relative URLs on its own origin; the shell wires the session with
 * `api.configure`. The shell and each remote may carry their own copy of this package, so the
 * instance lives on a global symbol: one cache, one set of guards and one session for the page.
 */
export const api: ApiClient = ((globalThis as WithClient)[KEY] ??= createApiClient());
