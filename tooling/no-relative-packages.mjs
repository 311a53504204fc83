// A local ESLint rule: an import that crosses a package root by a relative path is an error.
// `../../../shared-api/src/contract/live` reaches past a package's public entries into its files,
// where no `exports`, version or review of its surface sees it; import `shared-api/contract/live`.
//
// A package is a folder with a package.json. Two cases are errors:
//  - the import lands in another workspace package (anyone, anywhere: apps, tests, tooling);
//  - a package's production source (src/, tests left out) reaches out of its package into the
//    repository's own folders (tooling/, scripts/, bench/): what a page runs must come from a package.
// Allowed: tests and build configs using the repository's tooling (tooling/webpack.cjs, the contract
// test suite in scripts/contract), which is no package; and reading another package's package.json
// (its public manifest: versions, not code).
//
// Why local and not eslint-plugin-import's `no-relative-packages`: that plugin is not installed
// here and would add about a hundred packages and a resolver setup to the lint for one check, and
// it counts the repository root as one more package (so every webpack.config.js and contract test
// would need an exception); this one needs only the file system.
import fs from 'node:fs';
import path from 'node:path';

const packageCache = new Map();

/** The folder of the nearest package.json at or above `dir` (or null). */
export function packageRootOf(dir) {
  if (!packageCache.has(dir)) {
    const up = path.dirname(dir);
    packageCache.set(dir, fs.existsSync(path.join(dir, 'package.json')) ? dir : up === dir ? null : packageRootOf(up));
  }
  return packageCache.get(dir);
}

/** The package a path is in: a folder counts as its own start (`../shared-api` is shared-api). */
const packageOfPath = (target) => packageRootOf(fs.existsSync(target) && fs.statSync(target).isDirectory() ? target : path.dirname(target));

/** The repository's root package (it holds pnpm-workspace.yaml): its folders are tooling, not a package. */
const isRepositoryRoot = (root) => fs.existsSync(path.join(root, 'pnpm-workspace.yaml'));

/** A package's shipped source: under its src/, not a test or a testing helper. */
export const isProductionSource = (root, file) => {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.startsWith('src/') && !/\.test\.[cm]?[jt]sx?$/.test(rel) && !/(^|\/)testing(\/|\.tsx?$)/.test(rel);
};

const nameOf = (root) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).name || path.basename(root);
  } catch {
    return path.basename(root);
  }
};

/** The string a call names as a module: import('x'), require('x'), jest.mock('x'), jest.requireActual('x'). */
function calledModule(node) {
  const [first] = node.arguments;
  if (!first || first.type !== 'Literal' || typeof first.value !== 'string') return null;
  const c = node.callee;
  if (c.type === 'Identifier' && c.name === 'require') return first;
  if (c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'jest' && c.property.type === 'Identifier') {
    return ['mock', 'unmock', 'doMock', 'requireActual', 'requireMock'].includes(c.property.name) ? first : null;
  }
  return null;
}

export const noRelativePackages = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that cross a package root: use the package’s public entry (its package.json exports)' },
    schema: [],
    messages: {
      outOfPackage: "'{{source}}' leaves package {{here}} for the repository's folders: production code imports only packages it names in its dependencies (by their public entries).",
      crossing: "'{{source}}' reaches into package {{target}} by a relative path: import one of its public entries ({{target}}/… in its package.json exports) and name it in this package's dependencies.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    if (!path.isAbsolute(file)) return {};
    const here = packageRootOf(path.dirname(file));
    const check = (sourceNode) => {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('./') && !source.startsWith('../')) return;
      const target = path.resolve(path.dirname(file), source);
      const there = packageOfPath(target);
      if (!there || there === here || path.basename(target) === 'package.json') return;
      if (!isRepositoryRoot(there)) context.report({ node: sourceNode, messageId: 'crossing', data: { source, target: nameOf(there) } });
      else if (here && !isRepositoryRoot(here) && isProductionSource(here, file)) {
        context.report({ node: sourceNode, messageId: 'outOfPackage', data: { source, here: nameOf(here) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
      CallExpression: (node) => check(calledModule(node)),
      // typeof import('../..') in TypeScript types
      TSImportType: (node) => {
        const arg = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        return arg?.type === 'Literal' ? check(arg) : undefined;
      },
      // import x = require('../..') in TypeScript
      TSExternalModuleReference: (node) => (node.expression.type === 'Literal' ? check(node.expression) : undefined),
    };
  },
};

export default { meta: { name: 'suuq-local' }, rules: { 'no-relative-packages': noRelativePackages } };
