/** Sends a one-time code to the shopper's WhatsApp and e-mail; a failing channel is logged, not fatal. */
import { AUTH_LIMITS } from '../contract';
import type { AuthContext } from './context';
import type { CodePurpose } from './codes';
import type { UserRow } from './users';

const TEMPLATES: Record<CodePurpose, { template: string; text: (code: string) => string }> = {
  verify: {
    template: 'verification_code',
    text: (code) => `Your Suuq verification code is ${code}. It is valid for ${AUTH_LIMITS.codeValidMinutes} minutes. Never share it.`,
  },
  reset: {
    template: 'password_reset',
    text: (code) =>
      `Your Suuq password reset code is ${code}. It is valid for ${AUTH_LIMITS.codeValidMinutes} minutes. If you did not ask for it, ignore this message.`,
  },
  login: {
    template: 'login_code',
    text: (code) =>
      `Your Suuq login code is ${code}. It is valid for ${AUTH_LIMITS.codeValidMinutes} minutes. Never share it: Suuq will never ask you for it.`,
  },
};

export async function sendCode(ctx: AuthContext, user: Pick<UserRow, 'email' | 'fullPhone'>, purpose: CodePurpose, code: string) {
  const { template, text } = TEMPLATES[purpose];
  const results = await Promise.allSettled([
    ctx.messenger.send({ to: user.fullPhone, channel: 'whatsapp', template, code, text: text(code) }),
    ctx.messenger.send({ to: user.email, channel: 'email', template, code, text: text(code) }),
  ]);
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') {
      ctx.log?.error({ err: r.reason as Error, channel: i === 0 ? 'whatsapp' : 'email', template }, 'sending a code failed');
    }
  }
}
