const path = require('node:path');

/**
 * Where an app's build goes: its dist/ folder, or SUUQ_BUILD_DIR when set (the bench builds into a
 * folder of its own while the apps' dist/ may be serving a test run). Every target of one build
 * (the page's, the early script's, the federation runtime's, the server target's dist/server/) is
 * placed from this one folder: webpack's --output-path would put them all in the same place, and
 * the server target's clean would then empty the browser build.
 * @param {{ dir: string }} o  the app's package folder
 */
const distOf = (o) => (process.env.SUUQ_BUILD_DIR ? path.resolve(process.env.SUUQ_BUILD_DIR) : path.join(o.dir, 'dist'));

module.exports = { distOf };
