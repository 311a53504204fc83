const path = require('node:path');

/**
 * What every bundle shares as one instance (React state, router context, the bus, the styles).
 * A shared library cannot be tree-shaken: it ships whole. So only libraries that must be one
 * instance and are mostly used are shared directly (React, styled-components); the others are
 * reached through our own shared packages, which keep just the parts they use: shared-router
 * ships a fifth of react-router-dom, shared-events a third of rxjs (shell/src/startup/README.md).
 * Texts (rosetta) live inside shared-ui, the remotes' lifecycles (single-spa-react) inside
 * shared-federation; single-spa runs only in the shell (remotes use its types).
 */
function shared(consumer) {
  const single = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  /**
   * A workspace package: its own real version (what this build provides), and the range this
   * consumer's package.json asks for (`workspace:^1.0.0` -> `^1.0.0`), which is the oldest copy
   * (a shell's) this build can run with. `workspace:*` never satisfies a range: refused.
   */
  const workspace = (name) => {
    const pkgName = name.split('/')[0]; // 'shared-ui/modal' is an entry of shared-ui
    const { version } = require(path.join(__dirname, '..', '..', pkgName, 'package.json'));
    const wanted = String({ ...consumer?.dependencies, ...consumer?.devDependencies }[pkgName] ?? '');
    const range = wanted.replace(/^workspace:/, '');
    if (!/^[\^~]?\d+\.\d+\.\d+/.test(range)) {
      throw new Error(`${consumer?.name}: dependency ${pkgName} needs a semver range (workspace:^x.y.z), not '${wanted}'`);
    }
    return single(range, { version });
  };
  return {
    react: single('^18.3.1'),
    'react/jsx-runtime': single('^18.3.1'),
    'react-dom': single('^18.3.1'),
    'react-dom/client': single('^18.3.1'),
    'styled-components': single('^6.6.0'),
    'shared-router': workspace('shared-router'),
    'shared-events': workspace('shared-events'),
    'shared-api': workspace('shared-api'),
    'shared-ui': workspace('shared-ui'),
    'shared-federation': workspace('shared-federation'),
    // Dialogs and panels: shared apart, loaded with the first one opened (not on every first load).
    'shared-ui/modal': workspace('shared-ui/modal'),
  };
}

module.exports = { shared };
