/**
 * Mobile money in the API: the gateway chosen from the environment (settings.ts), the recharge
 * calls, the signed callback route and the settle loop (started by main.ts, stopped on close).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { MobileMoneyGateway } from './gateway';
import { paymentCallbackRoute } from './callback';
import { idempotencyKeyOf } from '../http/idempotency';
import { KEY_MISSING, recharge, rechargeStatus } from './recharge';
import { gatewayFromEnv, paymentSettingsFromEnv, type PaymentSettings } from './settings';
import { settleLoop, type PaymentsContext, type SettleLoop } from './settle';

export type { PaymentsContext } from './settle';
export { orderPaymentHooks } from './orders';

export interface PaymentsOptions {
  /** A gateway of the test's own (null: none); by default from env. */
  gateway?: MobileMoneyGateway | null;
  settings?: Partial<PaymentSettings>;
}

export interface Payments {
  ctx: PaymentsContext;
  loop: SettleLoop;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mobile money: main.ts starts `payments.loop`. */
    payments: Payments;
  }
}

export function paymentsFromEnv(auth: AuthContext, env: NodeJS.ProcessEnv, opts: PaymentsOptions = {}): Payments {
  const ctx: PaymentsContext = {
    db: auth.db,
    gateway: opts.gateway !== undefined ? opts.gateway : gatewayFromEnv(env),
    settings: { ...paymentSettingsFromEnv(env), ...opts.settings },
    now: auth.now,
    log: auth.log as PaymentsContext['log'],
  };
  return { ctx, loop: settleLoop(ctx) };
}

export const paymentCalls: FastifyPluginAsyncTypebox<{ auth: AuthContext; p: Payments }> = async (app, { auth, p }) => {
  app.rpc.register({
    walletRecharge: async (params, req) => {
      const userId = (await requireSession(auth, req)).userId;
      return recharge(p.ctx, userId, params, idempotencyKeyOf(req, KEY_MISSING));
    },
    walletRechargeStatus: async (params, req) => rechargeStatus(p.ctx, (await requireSession(auth, req)).userId, Number(params.id)),
  });
};

/** The callback route, the `app.payments` handle and the loop's stop on close. */
export async function paymentRoutes(app: FastifyInstance, p: Payments) {
  app.decorate('payments', p);
  app.addHook('onClose', () => p.loop.stop());
  await app.register(paymentCallbackRoute, { payments: p.ctx });
}
