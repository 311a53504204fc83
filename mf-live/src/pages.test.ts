import fs from 'node:fs';
import path from 'node:path';
import { BRAND } from 'shared-ui';
import { earlyRequestsFor, firstCallProblems, requestsSentBy, type DeclaredPages } from '../../scripts/contract/pages';
import pages from './pages.json';
import { liveStreams } from './list/calls';

/**
 * pages.json tells the shell (through the manifest, tooling/webpack.cjs) what each route needs
 * first. The build fails on a chunk name that does not exist; these keep the routes and the
 * call in step with routes.tsx and the list page.
 */
const declared = pages as DeclaredPages;

test("the declared routes are routes.tsx's list and room, the room's chunk its lazy import", () => {
  expect(Object.keys(declared)).toEqual([`/${BRAND.slug}-live-shopping`, `/${BRAND.slug}-live-shopping/:streamId`]);
  const source = fs.readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
  expect(source).toContain(`webpackChunkName: "${declared[`/${BRAND.slug}-live-shopping/:streamId`]!.chunk}"`);
});

test("the list's first call is a public call of the contract, with its verb and path, and the request the list page sends", async () => {
  expect(firstCallProblems(declared)).toEqual([]);
  const page = await requestsSentBy((client) => client.call(liveStreams, {}));
  expect(page).toEqual(earlyRequestsFor(declared, `/${BRAND.slug}-live-shopping`));
});
