import { createApiClient, callRoutes, type ApiClient } from 'shared-api';
import { buildRequest } from 'shared-api/request';
import { firstCallsFor } from 'shell/early-data';

/**
 * A page's first API call as a remote declares it: a public call of the contract, its verb and
 * path, route values written ':name' (sent as text; as a number for the params named in
 * digitsAsNumber when the value is all digits).
 */
export interface FirstCallDeclaration {
  call: string;
  http: 'POST' | 'GET';
  path: string;
  params: Record<string, unknown>;
  digitsAsNumber?: string[];
}

/**
 * A remote's src/pages.json (tooling/webpack.cjs writes it into the manifest's metaData.pages):
 * per route, its page's chunk and its first API call, which the shell's early script starts
 * before the page's code has loaded (shell/src/startup/earlyData.ts). Each remote's
 * pages.test.ts holds it to its own code and to the contract.
 */
export type DeclaredPages = Record<string, { chunk?: string; firstCall?: FirstCallDeclaration; alsoCalls?: FirstCallDeclaration[] }>;

/**
 * What is wrong with the declared calls (firstCall and alsoCalls): each must name a call of shared-api's contract
 * that needs no session, with that call's verb and path (the early script, which carries no
 * contract table, builds the request from them).
 */
export function firstCallProblems(declared: DeclaredPages): string[] {
  const routes = callRoutes as Record<string, { http: string; path: string; auth: boolean }>;
  const problems: string[] = [];
  const calls = Object.entries(declared).flatMap(([route, page]) => [page.firstCall, ...(page.alsoCalls ?? [])].map((c) => [route, c] as const));
  for (const [route, call] of calls) {
    if (!call) continue;
    const def = Object.hasOwn(routes, call.call) ? routes[call.call] : undefined;
    if (!def) problems.push(`${route}: ${call.call} is no call of the contract`);
    else if (def.auth) problems.push(`${route}: ${call.call} needs a session`);
    else if (def.http !== call.http || def.path !== call.path) problems.push(`${route}: ${call.call} is ${def.http} ${def.path}, declared ${call.http} ${call.path}`);
  }
  return problems;
}

/**
 * The requests the shell's early script sends for the page at `pathname` from these declarations
 * (firstCall, then alsoCalls), read by the shell's own code (firstCallsFor) as it reads them from
 * the manifest.
 */
export function earlyRequestsFor(declared: DeclaredPages, pathname: string): { url: string; params: unknown }[] {
  const pages = Object.entries(declared).map(([path, page]) => ({ path, js: [], ...page }));
  return firstCallsFor({ metaData: { pages } }, pathname).map((first) => {
    const { url, init } = buildRequest({ def: first, params: first.params, auth: null, baseUrl: '', id: 0 });
    return { url, params: typeof init.body === 'string' ? JSON.parse(init.body).params : undefined };
  });
}

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
