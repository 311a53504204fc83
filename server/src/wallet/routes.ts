/** Wallet and membership calls: the user is always the bearer token's, never one named in the params. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import * as service from './service';

export interface WalletOptions {
  ctx: AuthContext;
  /** Whether the shop takes mobile money now (the payment gateway's, handed down by app.ts). */
  mobileMoneyAvailable: () => boolean;
}

export const walletCalls: FastifyPluginAsyncTypebox<WalletOptions> = async (app, { ctx, mobileMoneyAvailable }) => {
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    walletBalance: async (_p, req) => ({ ...(await service.walletBalance(ctx.db, await userOf(req))), mobile_money: mobileMoneyAvailable() }),
    walletTransactions: async (p, req) => service.walletTransactions(ctx.db, await userOf(req), p),
    membershipPoints: async (_p, req) => service.membershipPoints(ctx.db, await userOf(req)),
    membershipRedeem: async (p, req) => service.membershipRedeem(ctx.db, await userOf(req), p.points, ctx.now()),
    membershipTransactions: async (p, req) => service.membershipTransactions(ctx.db, await userOf(req), p),
  });
};
