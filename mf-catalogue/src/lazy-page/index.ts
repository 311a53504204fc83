export { connectionAllowsPrefetch, savesData } from './connection';
export { lazyPage, type LazyPage } from './lazyPage';
export { PageShownProvider, usePageShown } from './pageShown';
export { prefetchOnIntent, HOVER_DELAY_MS } from './prefetchOnIntent';
export { whenIdle } from './whenIdle';
