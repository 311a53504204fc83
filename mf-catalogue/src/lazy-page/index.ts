export { lazyPage, type LazyPage } from './lazyPage';
export { PageShownProvider, usePageShown } from './pageShown';
export { whenIdle } from './whenIdle';
