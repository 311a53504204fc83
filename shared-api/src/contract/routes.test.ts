import { calls } from './calls';
import { callRoutes } from './routes';

const routeOf = ({ http, path, class: cls, auth }: { http: string; path: string; class: string; auth: boolean }) => ({
  http,
  path,
  class: cls,
  auth,
});

test('every call has its route and every route its call (production pages send by the routes alone)', () => {
  expect(Object.keys(calls).sort()).toEqual(Object.keys(callRoutes).sort());
  for (const [name, call] of Object.entries(calls)) {
    expect([name, routeOf(call)]).toEqual([name, callRoutes[name as keyof typeof callRoutes]]);
  }
});

test('no two calls share a verb and path', () => {
  const seen = Object.values(callRoutes).map((r) => `${r.http} ${r.path}`);
  expect(new Set(seen).size).toBe(seen.length);
});
