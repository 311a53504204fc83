// Stands in for @module-federation/sdk/dist/node.js in browser builds: the federation runtime
// loads remote entries with it only outside a browser (its own isBrowserEnv check), but the
// shell lends the whole runtime to the remotes, so nothing is tree-shaken and the Node loader
// (about 1.5 KB gz) rode along on every page.
const notInBrowser = () => {
  throw new Error('[suuq] loading a remote entry the Node way is not built into browser bundles');
};
export const createScriptNode = notInBrowser;
export const loadScriptNode = notInBrowser;
