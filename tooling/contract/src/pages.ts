import { createApiClient, type ApiClient } from '../../../shared-api/src/client/client';

/**
 * A remote's src/pages.json (tooling/webpack.cjs writes it into the manifest's metaData.pages):
 * per route, its page's chunk and its first API call, which the shell starts early
 * (shell/src/federation/earlyData.ts). Each remote's pages.test.ts holds it to its own code.
 */
export type DeclaredPages = Record<string, { chunk?: string; firstCall?: { call: string; params: Record<string, unknown> } }>;

/**
 * The request(s) `run` sends, through a client that records them instead of sending: the shell's
 * early call and the page's own must be the same request, or the page asks twice.
 */
export async function requestsSentBy(run: (client: ApiClient) => Promise<unknown>): Promise<{ url: string; params: unknown }[]> {
  const sent: { url: string; params: unknown }[] = [];
  const client = createApiClient({
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ url: String(url), params: JSON.parse(String(init.body)).params });
      throw new TypeError('recorded, not sent');
    },
  });
  await run(client).catch(() => undefined);
  return sent;
}
