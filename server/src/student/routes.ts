import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

/** Student & Grad discount calls: always the bearer token's account, never one named in the params. */
export const studentHandlers = (ctx: AuthContext): Handlers => ({
  studentDiscountRequest: async (p, req) => service.request(ctx, (await requireSession(ctx, req)).userId, p),
  studentDiscountVerify: async (p, req) => service.verify(ctx, (await requireSession(ctx, req)).userId, p),
  studentDiscountStatus: async (_p, req) => service.status(ctx, (await requireSession(ctx, req)).userId),
});
