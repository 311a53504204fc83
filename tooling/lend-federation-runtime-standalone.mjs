// A remote's standalone page has no host to lend it the federation runtime (its remote entry and
// page expect the host's: experiments.externalRuntime and borrowed-bundler-runtime.mjs), so this
// small script, mf-runtime-core.js, loaded before the page's main.js, lends it, as the shell does
// for the whole shop.
import { lendFederationRuntime } from './lend-federation-runtime.mjs';

lendFederationRuntime('standalone');
