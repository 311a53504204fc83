import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { latestOutbox } from '../messaging/outbox';
import { loginCodeConfirm, loginCodeRequest } from './login-code';
import type { AuthContext } from './context';
import * as password from './password';
import * as service from './service';

/** The account and session calls of the contract. */
export const authCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.rpc.register({
    register: async (p) => service.register(ctx, p),
    verify: async (p) => service.verify(ctx, p),
    resendCode: async (p) => service.resendCode(ctx, p),
    checkVerification: async (p) => service.checkVerification(ctx, p),
    login: async (p, req) => service.login(ctx, p, req.ip),
    loginCodeRequest: async (p) => loginCodeRequest(ctx, p),
    loginCodeConfirm: async (p) => loginCodeConfirm(ctx, p),
    logout: async (p, req) => service.logout(ctx, p, req),
    validateToken: async (p, req) => service.validateToken(ctx, p, req),
    resetRequest: async (p) => password.resetRequest(ctx, p),
    resetConfirm: async (p) => password.resetConfirm(ctx, p),
    changePassword: async (p, req) => password.changePassword(ctx, p, req),
    // Mounted only in the demo shop: elsewhere the route does not exist (404).
    ...(ctx.demo ? { demoInfo: async () => ({ demo: true, email: ctx.demo!.email, password: ctx.demo!.password }) } : {}),
    // Mounted only when on (messaging/index.ts); app.ts answers it to the server's own machine only.
    ...(ctx.devOutbox ? { devOutbox: async (p) => ({ messages: await latestOutbox(ctx.db, p.to, p.limit ?? 20) }) } : {}),
  });
};
