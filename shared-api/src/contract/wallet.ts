/**
 * The Suuq wallet and membership points of spec §7: the bearer's own. The balance is the sum of
 * the wallet's ledger and never below zero; points likewise. Another user's recharge answers 404.
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { IdDigits, Limit, Offset, Text } from './bounds';
import {
  MOBILE_MONEY_PROVIDERS, PAYMENT_STATUSES, POINTS_ENTRY_KINDS, RECHARGE_MAX, RECHARGE_MIN, WALLET_ENTRY_KINDS,
} from './constants';

const Money = Type.Number({ description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const When = Type.String({ description: 'ISO 8601' });

export const walletBalance = defineCall(callRoutes.walletBalance, {
  params: Type.Object({}),
  result: Type.Object({
    status: Success,
    balance: Money,
    formatted_balance: Type.String(),
    /** Recharges still waiting on the payer's phone or the gateway. */
    pending_recharges: Type.Integer({ minimum: 0 }),
    /**
     * Whether the shop takes mobile money now (a recharge, an order paid now): false on a shop
     * with no payment gateway, where a recharge would fail at once and an order be refused.
     * Absent from an API before shared-api 1.12.0: offer it (the server refuses it with its reason).
     */
    mobile_money: Type.Optional(Type.Boolean()),
  }),
});

const Recharge = Type.Object({
  id: Type.Integer(),
  amount: Money,
  formatted_amount: Type.String(),
  provider: Type.Enum(MOBILE_MONEY_PROVIDERS),
  phone: Type.String(),
  /** pending: the prompt is on the phone (or the gateway has not said); approved: credited once. */
  payment_status: Type.Enum(PAYMENT_STATUSES),
  /** What to tell the shopper: the gateway's reason of a decline, or what happens next. */
  message: Type.String(),
  created_at: When,
});
export type Recharge = Static<typeof Recharge>;

/**
 * Pushes a payment prompt to the phone and waits a short while for its answer: approved (the
 * wallet is credited), declined, or still pending (ask walletRechargeStatus). The request carries
 * an Idempotency-Key header: the same key again answers the same recharge.
 */
export const walletRecharge = defineCall(callRoutes.walletRecharge, {
  params: Type.Object({
    amount: Type.Number({ minimum: RECHARGE_MIN, maximum: RECHARGE_MAX }),
    payment_method: Type.Enum(MOBILE_MONEY_PROVIDERS),
    /** Dial code plus digits of the mobile money account that pays. */
    phone: Text(32, 1),
  }),
  result: Type.Object({ status: Success, recharge: Recharge, balance: Money, formatted_balance: Type.String() }),
});

/** A recharge as it stands; a pending one is asked of the gateway again first. */
export const walletRechargeStatus = defineCall(callRoutes.walletRechargeStatus, {
  params: Type.Object({ id: IdDigits }),
  result: Type.Object({ status: Success, recharge: Recharge, balance: Money, formatted_balance: Type.String() }),
});

const WalletEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(WALLET_ENTRY_KINDS),
  /** Signed: a recharge or refund adds, an order payment takes. */
  amount: Money,
  formatted_amount: Type.String(),
  balance_after: Money,
  description: Type.String(),
  order_id: Nullable(Type.Integer()),
  order_number: Nullable(Type.String()),
  at: When,
});
export type WalletEntry = Static<typeof WalletEntry>;

/** Newest first, with recharges still pending or declined listed apart. */
export const walletTransactions = defineCall(callRoutes.walletTransactions, {
  params: Type.Object({ limit: Limit(100, 20), offset: Type.Optional(Offset) }),
  result: Type.Object({
    status: Success,
    transactions: Type.Array(WalletEntry),
    total: Type.Integer({ minimum: 0 }),
    balance: Money,
    formatted_balance: Type.String(),
    /** The latest recharges that did not (yet) credit the wallet: pending, declined or failed. */
    open_recharges: Type.Array(Recharge),
  }),
});

export const membershipPoints = defineCall(callRoutes.membershipPoints, {
  params: Type.Object({}),
  result: Type.Object({
    status: Success,
    points: Type.Integer({ minimum: 0 }),
    /** What the points are worth as wallet credit now (whole hundreds only). */
    value: Money,
    formatted_value: Type.String(),
    points_per_dollar: Type.Integer(),
    points_per_dollar_credit: Type.Integer(),
    redeem_minimum: Type.Integer(),
  }),
});

/** Points into wallet credit, in whole hundreds (100 points = $1). */
export const membershipRedeem = defineCall(callRoutes.membershipRedeem, {
  params: Type.Object({ points: Type.Integer({ minimum: 1, maximum: 10_000_000 }) }),
  result: Type.Object({
    status: Success,
    points: Type.Integer({ minimum: 0 }),
    credited: Money,
    balance: Money,
    formatted_balance: Type.String(),
    message: Type.String(),
  }),
});

const PointsEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(POINTS_ENTRY_KINDS),
  /** Signed. */
  points: Type.Integer(),
  balance_after: Type.Integer({ minimum: 0 }),
  description: Type.String(),
  order_id: Nullable(Type.Integer()),
  order_number: Nullable(Type.String()),
  at: When,
});

export const membershipTransactions = defineCall(callRoutes.membershipTransactions, {
  params: Type.Object({ limit: Limit(100, 20), offset: Type.Optional(Offset) }),
  result: Type.Object({ status: Success, transactions: Type.Array(PointsEntry), total: Type.Integer({ minimum: 0 }), points: Type.Integer({ minimum: 0 }) }),
});
