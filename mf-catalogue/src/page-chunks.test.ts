import fs from 'node:fs';
import path from 'node:path';
import pageChunks from './page-chunks.json';
import { lazyPageFor } from './routes';

/**
 * page-chunks.json tells the shell (through the manifest, tooling/webpack.cjs) which chunk each
 * route's page is, so it can ask for it early. The build fails on a chunk name that does not
 * exist; this keeps the routes themselves in step with routes.tsx.
 */
const example = (route: string) => route.replace(/:[^/]+/g, 'x');

describe('page-chunks.json', () => {
  test('every declared route opens one of the catalogue’s lazy pages', () => {
    for (const route of Object.keys(pageChunks)) {
      expect({ route, lazy: lazyPageFor(example(route)) !== undefined }).toEqual({ route, lazy: true });
    }
  });

  test('every page chunk routes.tsx names is declared, and nothing else', () => {
    const source = fs.readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
    const named = new Set([...source.matchAll(/webpackChunkName: "(page-[^"]+)"/g)].map((m) => m[1]));
    expect(new Set(Object.values(pageChunks))).toEqual(named);
  });

  test('the homepage is not a chunk of its own: it comes with the app', () => {
    expect(lazyPageFor('/home')).toBeUndefined();
    expect(Object.keys(pageChunks)).not.toContain('/home');
  });
});
