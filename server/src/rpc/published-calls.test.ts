/**
 * GET /api/contract publishes exactly the calls this API answers (the release tool refuses a remote
 * that sends one it does not): each published call has its route here, each call of the contract
 * left out has none, and every one carries the contract version of shared-api.
 */
import fs from 'node:fs';
import path from 'node:path';
import { calls } from '../contract';
import { repoRoot } from '../paths';
import { setUpSeededApp } from '../testing/app';
import { PUBLISHED_CALLS_PATH, type PublishedCalls } from './published-calls';

const seeded = setUpSeededApp();
const sharedApiVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-api/package.json'), 'utf8')).version as string;

/** Whether the API has a route for the call: anything but the unknown-route answer. */
async function routed(http: string, callPath: string): Promise<boolean> {
  const url = callPath.replace(/:[A-Za-z]+/g, '1');
  const res = await seeded.app.inject({ method: http as 'POST', url, payload: http === 'POST' || http === 'PUT' ? { jsonrpc: '2.0', method: 'call', params: {} } : undefined });
  return !(res.statusCode === 404 && /No route for/.test(res.body));
}

test('publishes each call the API answers, with its route and the contract version, and no other', async () => {
  const res = await seeded.app.inject({ method: 'GET', url: PUBLISHED_CALLS_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const published = res.json() as PublishedCalls;
  expect(published.contract).toEqual({ name: 'shared-api', version: sharedApiVersion });
  expect(published.calls.homepageSections).toEqual({ http: 'POST', path: '/api/homepage/sections', version: sharedApiVersion });
  expect(published.calls.productUpdatesCheck).toEqual({ http: 'HEAD', path: '/api/product-updates-check', version: sharedApiVersion });

  for (const [name, call] of Object.entries(calls)) {
    const entry = published.calls[name];
    expect({ name, routed: await routed(call.http, call.path) }).toEqual({ name, routed: Boolean(entry) });
    if (entry) expect({ name, ...entry }).toEqual({ name, http: call.http, path: call.path, version: sharedApiVersion });
  }
  expect(Object.keys(published.calls).every((name) => name in calls)).toBe(true);
});
