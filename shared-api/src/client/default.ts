import { createApiClient } from './client';

/** The page's client: relative URLs on its own origin; the shell wires the session with `api.configure`. */
export const api = createApiClient();
