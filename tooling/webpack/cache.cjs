const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Production builds keep webpack's own cache on disk (<app>/node_modules/.cache/webpack), so a
 * team's next build after a change recompiles, minifies and compresses only what changed (the
 * federation runtime core alone took 18 s each build). It is invalidated by the sources' contents,
 * by these configuration files and by `version` (what ends in the manifest: package and federation
 * versions). Development builds and SUUQ_WEBPACK_CACHE=0 build without it.
 */
function persistentCache(o, mode, name, version = {}) {
  if (mode !== 'production' || process.env.SUUQ_WEBPACK_CACHE === '0') return false;
  return {
    type: 'filesystem',
    // Per folder too: a copy of the workspace with linked node_modules (the release browser test's)
    // must not write over this folder's cache.
    name: `${name}-${crypto.createHash('sha256').update(o.dir).digest('hex').slice(0, 8)}`,
    cacheDirectory: path.join(o.dir, 'node_modules/.cache/webpack'),
    buildDependencies: {
      // The app's own webpack.config.js when it has one (a test's throwaway app builds without).
      config: [path.join(__dirname, '..', 'webpack.cjs'), __dirname + path.sep, require.resolve('deploy/build-versions'), path.join(o.dir, 'webpack.config.js')].filter((f) => fs.existsSync(f)),
    },
    version: JSON.stringify(version),
  };
}

module.exports = { persistentCache };
