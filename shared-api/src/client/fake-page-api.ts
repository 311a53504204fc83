/**
 * The page's API client for tests: the real client (its errors, its checks of every answer
 * against the contract's result schemas) over a fake server answering by call name. Test files
 * swap it in for shared-api's `api` (each remote re-exports this file from one of its own, e.g.
 * mf-account/src/testing/fakeApi.ts):
 *   jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));
 * Tests only: nothing in the package's entries imports it.
 */
import type { CallName } from '../contract/calls';
// From their files, not from 'shared-api': that module is the mock this file takes part in.
import { createApiClient, type ApiClient } from './client';
import { callRoutes } from '../contract/routes';
import { businessError, fakeServer, ok, type Reply, type SeenRequest } from './fake-server';

export { businessError, ok };

type Answer = Reply | 'network' | Record<string, unknown>;
export type Answers = Partial<Record<CallName, (params: Record<string, unknown>) => Answer>>;

const routes = Object.entries(callRoutes).map(([name, route]) => ({
  name: name as CallName,
  pattern: new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+')}$`),
}));
const nameOf = (path: string): CallName | undefined => routes.find((r) => r.pattern.test(path))?.name;

let current: ApiClient | null = null;

/** What the pages call `api`: the client of the running test's fake server. */
export const pageApi: ApiClient = {
  call: ((...args: Parameters<ApiClient['call']>) => {
    if (!current) throw new Error('no fake server: call serve() in the test first');
    return current.call(...args);
  }) as ApiClient['call'],
  urlFor: ((...args: Parameters<ApiClient['urlFor']>) => current!.urlFor(...args)) as ApiClient['urlFor'],
  clearCache: (name) => current?.clearCache(name),
  configure: (options) => current?.configure(options),
};

const isReply = (a: Answer): a is Reply => typeof a === 'object' && ('body' in a || 'status' in a) && !('status' in a && a.status === 'success');

/**
 * A fresh client (own cache and failure protection) over a server that answers each call by its
 * name; a call without an answer is a test mistake (500). Returns what the server saw.
 */
export function serve(answers: Answers) {
  const server = fakeServer((req: SeenRequest) => {
    const name = nameOf(req.path);
    const answer = name ? answers[name] : undefined;
    if (!answer) return businessError(500, `no fake answer for ${req.path}`);
    const out = answer(req.body?.params ?? {});
    if (out === 'network') return 'network';
    return isReply(out) ? out : ok(out);
  });
  current = createApiClient({ fetch: server.fetch, getAuth: () => ({ token: 'test-token', apiKey: 'test-token' }) });
  /** The params of every request of one call, in order. */
  const sent = (name: CallName) => server.requests.filter((r) => nameOf(r.path) === name).map((r) => r.body?.params ?? {});
  return { requests: server.requests, sent };
}
