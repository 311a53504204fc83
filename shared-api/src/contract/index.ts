// shared-api/contract: the whole contract, schemas included, for the server and tests. Pages
// import 'shared-api', which carries the routes and types but no schema (see routes.ts).
export * from './define';
export * from './routes';
export * from './calls';
export * from './product';
export * from './sections';
export * from './account-rules';
export * from './constants';
export * from './advisor-rules';
export * from './student-rules';
export * from './support-rules';
export * from './bounds';
export * from './order-shapes';
export * from './live-rules';
export * from './live-shapes';
export { LiveFeedEvent } from './live-feed';
