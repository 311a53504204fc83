/**
 * The shared-api contract with its schemas ('shared-api/contract'), as the server sees it.
 * shared-api has no "type": "module", so under tsx (ESM) its exports arrive only as `default`,
 * while Jest (CommonJS) sees them as names: this module hides that difference. Types come
 * straight from the package.
 */
import * as contractModule from 'shared-api/contract';

type Contract = typeof contractModule;
const loaded = contractModule as Contract & { default?: Contract };
const contract: Contract = 'calls' in loaded && loaded.calls ? loaded : (loaded.default as Contract);

export const {
  calls, RpcCodes, SECTION_KEYS, toSectionKey, ProductSummary, ProductDetail, Category, COUNTRIES, AUTH_LIMITS,
  SEARCH_SORTS, SEARCH_KEYWORD_MAX, SEARCH_RESULTS_MAX, FIX_IMAGE_MAX_BYTES, PRODUCT_IMAGE_WIDTHS, BODY_DEPTH_MAX, INT4_MAX, TEXT_PATTERN, MULTILINE_PATTERN, TIMESTAMP_MS_MAX,
} = contract;
export const {
  ORDER_STATUSES, ORDER_GROUPS, PAYMENT_METHODS, REFUND_METHODS, STAFF_ORDER_ACTIONS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, CART_LINES_MAX,
} = contract;
export const {
  MOBILE_MONEY_PROVIDERS, MOBILE_MONEY_NAMES, RECHARGE_MIN, RECHARGE_MAX, POINTS_PER_DOLLAR, POINTS_PER_DOLLAR_CREDIT, POINTS_REDEEM_MIN,
  WALLET_ENTRY_KINDS, POINTS_ENTRY_KINDS, PAYMENT_STATUSES, NOTIFICATION_KINDS, WHATSAPP_TEST_PER_HOUR,
} = contract;
export const { ADVISOR_ASKS_PER_HOUR, ADVISOR_SUGGESTIONS_MAX, SKIN_TYPES, ADVISOR_FOR_WHOM } = contract;
export const { STUDENT_DISCOUNT, STUDENT_KINDS, isAcademicEmail, studentDiscountCents } = contract;
export const { SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGES_PER_HOUR, SUPPORT_MESSAGES_PER_HOUR_PER_IP, supportReplyAddress } = contract;
export const { LIVE_CHAT_MAX, LIVE_CHAT_KEPT, LIVE_PINS_MAX, LIVE_REACTIONS, LIVE_VIEWER_ROLE, LIVE_NOT_CONFIGURED, LIVE_FEED_PATH, LiveFeedEvent } = contract;
export type {
  CallDef, CallName, Calls, ParamsOf, ResultOf, RpcErrorResult, RpcResponse, SectionKey,
  StockLocation, SearchSort, AdvisorForWhom, AdvisorQuestionStatus, SkinType, StudentKind, SupportTopic, MobileMoneyProvider, MobileMoneyStatus, PointsEntryKind, WalletEntryKind,
} from 'shared-api/contract';
