/**
 * The shell's early script: a bundle of its own, in the page before main.js (tooling/webpack/
 * early-script.cjs). main.js carries the federation runtime, many times this script's size, so the
 * page's remote's manifest starts loading one entry's download sooner, beside the shell's own
 * scripts, and the page's first API call as soon as that manifest is read, instead of each
 * request waiting for the one before it (what that buys: README.md). Plain DOM only; what it started waits on globals for main.js (earlyHints.ts,
 * earlyData.ts). Should it not run (the development server builds no early script), the page loads
 * as before: the federation runtime fetches the manifest itself and the page sends its own call.
 */
import { PAGE_DATA_ID } from 'shared-federation/server-page';
import { startFirstCalls } from './earlyData';
import { speakFrameLanguage, watchShellScripts } from './first-frame/firstFrame';
import { pageManifest, pagePathOf, startEarly } from './earlyHints';
import { listenForEarlyTaps } from './earlyTaps';

listenForEarlyTaps(document);
speakFrameLanguage(document, () => globalThis.localStorage);
watchShellScripts(document, () => location.reload());
startEarly(document, location);
// A page rendered on the server carries its first answers (shared-federation/server-page): its
// remote hydrates with them and asks for none. (A deferred script: the page is parsed by now.)
if (!document.getElementById(PAGE_DATA_ID)) startFirstCalls(pagePathOf(location.pathname), pageManifest());
