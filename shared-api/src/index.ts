// The package pages import: the client, the calls' routes and every type of the contract, but no
// schema (production pages send calls by their routes: contract/routes.ts). The server and tests
// take the whole contract from 'shared-api/contract'.
export * from './client';
export * from './messages';
export * from './client/delivery';
export { callRoutes } from './contract/routes';
export { RpcCodes, type CallClass, type CallDef, type CallRoute, type ParamsOf, type ResultOf, type RpcErrorResult, type RpcRequest, type RpcResponse } from './contract/define';
export type { CallName, Calls } from './contract/calls';
export type { Category, ProductDetail, ProductSummary, StockLocation, Subcategory } from './contract/product';
export type { DeliveryMethod, DeliveryGroup, DeliveryQuote, UnavailableLine } from './contract/delivery';
export type { Address } from './contract/addresses';
export type { Order, OrderSummary } from './contract/orders';
export type { Recharge, WalletEntry } from './contract/wallet';
export type { Review } from './contract/reviews';
export type { Notification } from './contract/notifications';
export type { WishlistItem } from './contract/wishlist';
export type { AdvisorQuestion, AdvisorSuggestion } from './contract/advisor';
export type { AdvisorForWhom, AdvisorQuestionStatus, SkinType } from './contract/advisor-rules';
export type { StudentDiscount } from './contract/student';
export type { SupportTopic } from './contract/support-rules';
export type { LiveChatMessage, LiveProduct, LiveState, LiveStream, LiveVideo } from './contract/live-shapes';
export type { LiveFeedEvent } from './contract/live-feed';
export * from './contract/live-rules';
export * from './contract/sections';
export * from './contract/account-rules';
export * from './contract/constants';
