import { latestOutbox } from '../messaging/outbox';
import type { Handlers } from '../rpc/plugin';
import type { AuthContext } from './context';
import * as password from './password';
import * as service from './service';

/** The account and session calls of the contract. */
export const authHandlers = (ctx: AuthContext): Handlers => ({
  register: async (p) => service.register(ctx, p),
  verify: async (p) => service.verify(ctx, p),
  resendCode: async (p) => service.resendCode(ctx, p),
  checkVerification: async (p) => service.checkVerification(ctx, p),
  login: async (p, req) => service.login(ctx, p, req.ip),
  logout: async (p, req) => service.logout(ctx, p, req),
  validateToken: async (p, req) => service.validateToken(ctx, p, req),
  resetRequest: async (p) => password.resetRequest(ctx, p),
  resetConfirm: async (p) => password.resetConfirm(ctx, p),
  changePassword: async (p, req) => password.changePassword(ctx, p, req),
  demoInfo: async () => (ctx.demo ? { demo: true, email: ctx.demo.email, password: ctx.demo.password } : { demo: false }),
  // Mounted only when on: in production the route does not exist at all.
  ...(ctx.devOutbox ? { devOutbox: async (p) => ({ messages: await latestOutbox(ctx.db, p.to, p.limit ?? 20) }) } : {}),
});
