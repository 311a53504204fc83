import type { ApiClient } from 'shared-api';
import type { Language } from 'shared-ui';
import type { Preloaded } from 'shared-federation/server';

/** A page's data for its server render: its first answers by data key, its status and head tags. */
export interface PageAnswer {
  data: Preloaded;
  status: number;
  head: string;
}

/**
 * Makes the calls a page makes in the browser on mount (through shared-api, with the render's own
 * client) and stores each answer under the key that page's data hook reads (`dataKey(call,
 * loadKey)`), so the page starts ready and does not ask again.
 */
export type PageLoader = (
  params: Readonly<Record<string, string | undefined>>,
  searchParams: URLSearchParams,
  client: ApiClient,
  context: { origin: string; lang: Language },
) => Promise<PageAnswer>;

/** One server-rendered page: its route pattern (routes.tsx's) and its loader. */
export interface ServerPage {
  path: string;
  load: PageLoader;
}

export type Answers = Map<string, { value: unknown } | { error: unknown }>;
