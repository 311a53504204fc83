// Names the part of the shop a source file belongs to, for the first-load split.
export const GROUPS = ['react', 'mf runtime + remote entries', 'shell', 'catalogue', 'shared packages', 'shared libraries', 'other'];

const REACT = new Set(['react', 'react-dom', 'scheduler']);
const OURS = { shell: 'shell', 'mf-catalogue': 'catalogue', 'mf-checkout': 'checkout', 'mf-account': 'account', 'mf-live': 'live' };

/** The npm package of a source path, or null when it is not from node_modules. */
export function packageOf(source) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
  return m ? m[1] : null;
}

/** A source path from a map without its webpack:// prefix and leading ./ or ../ (shared-ui/src/x.ts). */
export function relativeSource(source) {
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
}

/** Webpack's own runtime and federation glue (not a module of the shop or of a package). */
export const isWebpackRuntime = (source) => /webpack\/(runtime|bootstrap|container|sharing)/.test(source);

/** The workspace folder of a source path (shell, shared-api …), or null. */
export function workspaceOf(source) {
  const cleaned = relativeSource(source);
  const m = /^(shell|mf-[a-z]+|shared-[a-z]+)\/src\//.exec(cleaned);
  if (m) return m[1];
  if (/^src\//.test(cleaned)) return 'self';
  return null;
}

/**
 * @param {string} source   a source path from a map (webpack://mf_catalogue/./src/app.tsx)
 * @param {string} app      the app folder that built the chunk (mf-catalogue)
 * @param {boolean} isEntry the chunk is a remoteEntry.js
 * @returns {{ group: string, item: string }}
 */
export function groupOf(source, app, isEntry) {
  const pkg = packageOf(source);
  if (pkg) {
    if (REACT.has(pkg)) return { group: 'react', item: pkg };
    if (pkg.startsWith('@module-federation/')) return { group: 'mf runtime + remote entries', item: pkg };
    return { group: isEntry ? 'mf runtime + remote entries' : 'shared libraries', item: pkg };
  }
  if (isWebpackRuntime(source) || source === '(unmapped)') {
    return { group: isEntry ? 'mf runtime + remote entries' : 'other', item: source === '(unmapped)' ? 'webpack glue' : 'webpack runtime' };
  }
  let ws = workspaceOf(source);
  if (ws === 'self') ws = app;
  if (ws && ws.startsWith('shared-')) return { group: 'shared packages', item: ws };
  if (ws && OURS[ws]) {
    const group = OURS[ws] === 'shell' || OURS[ws] === 'catalogue' ? OURS[ws] : 'other';
    return { group: isEntry ? 'mf runtime + remote entries' : group, item: ws };
  }
  return { group: isEntry ? 'mf runtime + remote entries' : 'other', item: source.replace(/^webpack:\/\/[^/]*\//, '') };
}
