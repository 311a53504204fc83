/**
 * Runs the WaafiPay sandbox (sandbox.ts) on its own port, for the demo shop (deploy/src/shop.mjs
 * starts it on 4010) or by hand: `npx tsx src/payments/sandbox-cli.ts`.
 * WAAFIPAY_SANDBOX_PORT (4010), WAAFIPAY_MERCHANT_UID / WAAFIPAY_API_USER_ID / WAAFIPAY_API_KEY
 * (the credentials it accepts), PAYMENT_CALLBACK_URL and PAYMENT_CALLBACK_SECRET (where and how
 * it signs callbacks), SANDBOX_APPROVE_DELAY_MS (3000), SANDBOX_TIMEOUT_HOLD_MS (45000).
 */
import { startSandbox } from './sandbox';

const env = process.env;
const sandbox = await startSandbox({
  port: Number(env.WAAFIPAY_SANDBOX_PORT ?? 4010),
  host: '127.0.0.1',
  merchantUid: env.WAAFIPAY_MERCHANT_UID,
  apiUserId: env.WAAFIPAY_API_USER_ID,
  apiKey: env.WAAFIPAY_API_KEY,
  callbackUrls: env.PAYMENT_CALLBACK_URL ? [env.PAYMENT_CALLBACK_URL] : [],
  callbackSecret: env.PAYMENT_CALLBACK_SECRET,
  approveDelayMs: Number(env.SANDBOX_APPROVE_DELAY_MS ?? 3_000),
  timeoutHoldMs: Number(env.SANDBOX_TIMEOUT_HOLD_MS ?? 45_000),
  statusService: env.WAAFIPAY_STATUS_SERVICE || undefined,
});
console.log(`WaafiPay sandbox on ${sandbox.url}/asm (numbers ending 5310 decline, 5206 cancel, 9999 time out, 2222 answer twice)`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
