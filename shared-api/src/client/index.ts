export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, CallTable, SentCall } from './client';
export { api } from './default';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export type { AuthValues, FetchLike } from './transport';
export { CLASS_POLICIES, cacheLifetime, type ClassPolicy, type BreakerRule } from './policies';
export * from './catalogue';
