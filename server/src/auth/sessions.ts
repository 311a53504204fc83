/** Sessions: a random bearer token per login, stored as its SHA-256, 24 hours, revocable. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS, calls } from '../contract';
import { sessions, users } from '../db/schema-auth';
import { BusinessError } from '../errors';
import type { AuthContext } from './context';
import { newToken, sha256Hex } from './secrets';

export const SESSION_MS = AUTH_LIMITS.sessionHours * 3600_000;

export const unauthorized = (message: string) => new BusinessError(401, 'unauthorized', message);
export const NO_TOKEN = 'Authentication required';
export const BAD_TOKEN = 'Authentication required: No valid token';

export async function createSession(ctx: AuthContext, userId: number): Promise<{ token: string; expires: string }> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await ctx.db.insert(sessions).values({ userId, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
  return { token, expires: expiresAt.toISOString() };
}

export interface LiveSession {
  sessionId: number;
  userId: number;
  expiresAt: Date;
}

/** The session of a token if it exists, is not revoked and has not expired. */
export async function findSession(ctx: AuthContext, token: string): Promise<LiveSession | null> {
  if (!token || token.length > 256) return null;
  const [row] = await ctx.db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now())))
    .limit(1);
  return row ?? null;
}

/** The bearer token of the Authorization header (the only place the server reads it from). */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Spec §8 words a missing token differently for one call: address creation says 'Authentication
 * required: No valid token' where every other call says 'Authentication required'.
 */
const NO_TOKEN_BY_ROUTE: Record<string, string> = { [calls.addressCreate.path]: BAD_TOKEN };
const noTokenMessage = (req: FastifyRequest) => NO_TOKEN_BY_ROUTE[req.routeOptions.url ?? ''] ?? NO_TOKEN;

const checked = new WeakMap<FastifyRequest, Promise<LiveSession & { token: string }>>();

async function lookUp(ctx: AuthContext, req: FastifyRequest): Promise<LiveSession & { token: string }> {
  const token = bearerToken(req);
  if (!token) throw unauthorized(noTokenMessage(req));
  const session = await findSession(ctx, token);
  if (!session) throw unauthorized(BAD_TOKEN);
  return { ...session, token };
}

/**
 * The caller's session, or 401: auth calls never trust anything the browser says about itself.
 * Looked up once per request (the envelope checks it first, the handler reads it again).
 */
export function requireSession(ctx: AuthContext, req: FastifyRequest): Promise<LiveSession & { token: string }> {
  let session = checked.get(req);
  if (!session) {
    session = lookUp(ctx, req);
    checked.set(req, session);
  }
  return session;
}

export async function revokeSession(ctx: AuthContext, sessionId: number): Promise<void> {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(ctx: AuthContext, userId: number, keepSessionId?: number): Promise<void> {
  const keep = keepSessionId === undefined ? [] : [ne(sessions.id, keepSessionId)];
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...keep));
}

export const STAFF_ONLY = 'Only Suuq staff can do this. Please log in with a staff account.';

/** The caller's session when its account is staff; 401 without a session, 403 for anyone else. */
export async function requireStaff(ctx: AuthContext, req: FastifyRequest): Promise<LiveSession> {
  const session = await requireSession(ctx, req);
  const [user] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (user?.role !== 'staff') throw new BusinessError(403, 'forbidden', STAFF_ONLY);
  return session;
}
