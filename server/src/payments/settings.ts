/**
 * Mobile money settings from the environment (README.md lists them):
 * - WaafiPay when WAAFIPAY_BASE_URL, WAAFIPAY_MERCHANT_UID, WAAFIPAY_API_USER_ID and
 *   WAAFIPAY_API_KEY are set (the demo shop sets them to its local sandbox); otherwise no gateway,
 *   and a mobile money payment is refused with a message, never half made.
 * - PAYMENT_WAIT_MS, PAYMENT_CHECK_BASE_MS, PAYMENT_CHECK_MAX_DELAY_MS, PAYMENT_MAX_CHECKS,
 *   PAYMENT_SETTLE_INTERVAL_MS, PAYMENT_CALLBACK_SECRET, WAAFIPAY_TIMEOUT_MS, WAAFIPAY_STATUS_SERVICE.
 */
import type { MobileMoneyGateway } from './gateway';
import { createWaafiPayGateway } from './waafipay';

export interface PaymentSettings {
  /** How long a purchase waits for the payer before answering 'pending'. */
  waitMs: number;
  /** First re-check of a pending payment after this long, then doubling up to checkMaxDelayMs. */
  checkBaseMs: number;
  checkMaxDelayMs: number;
  /** After this many checks without a final answer the payment is 'failed' (never credited). */
  maxChecks: number;
  /** How often the settle loop looks for payments due a check. */
  settleIntervalMs: number;
  /** Shared with the gateway (or the sandbox) to sign callbacks; empty: the callback route is off. */
  callbackSecret: string;
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  return {
    waitMs: num(env.PAYMENT_WAIT_MS, 20_000),
    checkBaseMs: num(env.PAYMENT_CHECK_BASE_MS, 15_000),
    checkMaxDelayMs: num(env.PAYMENT_CHECK_MAX_DELAY_MS, 10 * 60_000),
    maxChecks: num(env.PAYMENT_MAX_CHECKS, 12),
    settleIntervalMs: num(env.PAYMENT_SETTLE_INTERVAL_MS, 5_000),
    callbackSecret: env.PAYMENT_CALLBACK_SECRET ?? '',
  };
}

export function gatewayFromEnv(env: NodeJS.ProcessEnv): MobileMoneyGateway | null {
  const { WAAFIPAY_BASE_URL, WAAFIPAY_MERCHANT_UID, WAAFIPAY_API_USER_ID, WAAFIPAY_API_KEY } = env;
  if (!WAAFIPAY_BASE_URL || !WAAFIPAY_MERCHANT_UID || !WAAFIPAY_API_USER_ID || !WAAFIPAY_API_KEY) return null;
  return createWaafiPayGateway({
    baseUrl: WAAFIPAY_BASE_URL,
    merchantUid: WAAFIPAY_MERCHANT_UID,
    apiUserId: WAAFIPAY_API_USER_ID,
    apiKey: WAAFIPAY_API_KEY,
    requestTimeoutMs: num(env.WAAFIPAY_TIMEOUT_MS, 15_000),
    statusService: env.WAAFIPAY_STATUS_SERVICE || 'API_GETTRANINFO',
  });
}
