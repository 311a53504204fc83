// Asynchronous boundary: module federation negotiates shared libraries before the shell runs.
// Its scripts are preloaded by the page itself (tooling/webpack/preload-imports.cjs), so they load
// beside this entry instead of after it; the early script (early.ts), which runs before this
// entry, has already started the page's remote's manifest.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
