// A local ESLint rule: no import runs back up the server's layers (server/README.md, Layers).
//
//   base (contract, money, errors, validate, order-number, paths, settings)
//     ← db ← platform (events, messaging, limits, http) ← domains ← rpc ← app (app, main, seed)
//
// Each layer imports only the layers below it (and itself). Domains also depend one way among
// themselves: each has a rank, and a domain imports only domains of a lower rank, so orders,
// wallet and notifications can never import each other in a circle again.
// Test code (*.test.ts, test-kit.ts, testing/) and the scripts run by hand (seed/, with the demo
// media generator, and *-cli.ts) sit on top: they may import anything and are not checked.
// scripts/boundaries.mjs counts with this same table (placeOf, upwardImport): keep it the one home.
//
// Why a rule of our own: eslint-plugin-boundaries and eslint-plugin-import are not installed here,
// and the check is path arithmetic on the folders of server/src.
import path from 'node:path';

/** Bottom to top. */
export const LAYERS = ['base', 'db', 'platform', 'domain', 'rpc', 'app'];

const BASE_FILES = new Set(['contract', 'money', 'paths', 'errors', 'validate', 'order-number', 'settings']);
const PLATFORM = new Set(['events', 'messaging', 'limits', 'http']);

/**
 * The domains, lowest rank first: a domain imports only domains of a lower rank. Where a new
 * domain goes is a design decision: put it here with the rank of what it builds on, plus one.
 */
export const DOMAIN_RANKS = {
  auth: 0, delivery: 0, media: 0, sellers: 0, logistics: 0, seo: 0,
  addresses: 1, student: 1, catalogue: 1, wallet: 1, wishlist: 1,
  orders: 2, search: 2, advisor: 2, profile: 2,
  payments: 3, notifications: 3, reviews: 3, support: 3,
  live: 4,
};

/** Run by hand or by tests, never loaded by the API: not checked (see above). */
const isUnchecked = (rel) =>
  /\.test\.[cm]?[jt]s$/.test(rel) ||
  /(^|\/)test-kit\.ts$/.test(rel) ||
  /^(testing|seed)\//.test(rel) ||
  /-cli\.ts$/.test(rel);

/**
 * Where a path under server/src sits: `{ layer, domain?, rank? }`, or null when its top folder is
 * in no layer (a new folder must be placed in the picture before it is used).
 */
export function placeOf(rel) {
  const parts = rel.split('/');
  const top = parts[0].replace(/\.[cm]?[jt]s$/, '');
  if (parts.length === 1 && BASE_FILES.has(top)) return { layer: 'base' };
  if (parts.length === 1 && (top === 'app' || top === 'main')) return { layer: 'app' };
  if (top === 'db') return { layer: 'db' };
  if (PLATFORM.has(top)) return { layer: 'platform' };
  if (top in DOMAIN_RANKS) return { layer: 'domain', domain: top, rank: DOMAIN_RANKS[top] };
  if (top === 'rpc') return { layer: 'rpc' };
  if (top === 'seed' || top === 'testing') return { layer: 'app' };
  return null;
}

const describe = (p) => (p.domain ? `${p.domain} (domain, rank ${p.rank})` : p.layer);

/**
 * Why importing `to` from `from` (both relative to server/src) runs back up, or null when it may.
 * Test code and scripts run by hand may import anything.
 */
export function upwardImport(from, to) {
  if (isUnchecked(from)) return null;
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a) return `${from.split('/')[0]} is in no layer of tooling/server-layers.mjs: place it there first`;
  if (!b) return `${to.split('/')[0]} is in no layer of tooling/server-layers.mjs: place it there first`;
  const up = LAYERS.indexOf(b.layer) - LAYERS.indexOf(a.layer);
  if (up > 0) return `${describe(a)} may not import ${describe(b)}, a layer above it`;
  if (up === 0 && a.domain && b.domain && a.domain !== b.domain && b.rank >= a.rank) {
    return `${describe(a)} may not import ${describe(b)}: a domain imports only domains of a lower rank`;
  }
  return null;
}

/** The server's src folder that `file` is in, or null. */
const srcRootOf = (file) => {
  const m = /^(.*[\\/]server[\\/]src)[\\/]/.exec(file);
  return m ? m[1] : null;
};

const toPosix = (p) => p.split(path.sep).join('/');

export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid imports that run back up the server's layers (server/README.md, Layers)" },
    schema: [],
    messages: { upward: "'{{source}}' runs back up the server's layers: {{why}} (server/README.md, Layers)." },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const root = path.isAbsolute(file) ? srcRootOf(file) : null;
    if (!root) return {};
    const from = toPosix(path.relative(root, file));
    const check = (node) => {
      if (!node || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), node.value);
      const to = toPosix(path.relative(root, target));
      if (to.startsWith('..')) return; // leaves the server: suuq/no-relative-packages' business
      const why = upwardImport(from, to);
      if (why) context.report({ node, messageId: 'upward', data: { source: node.value, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { meta: { name: 'suuq-server-layers' }, rules: { 'server-layers': serverLayers } };
