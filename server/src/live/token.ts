/**
 * The 100ms auth token a viewer joins a room with (100ms docs, "Authentication and Tokens"): a JWT
 * signed HS256 with the app secret, carrying access_key, room_id, user_id, role, type 'app',
 * version 2, iat, nbf, exp and a uuid jti. Signed here so the secret never reaches a browser.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { HmsCredentials } from './settings';

export interface ViewerToken {
  token: string;
  expiresAt: Date;
}

export async function signHmsToken(
  creds: HmsCredentials,
  claims: { roomId: string; userId: string; role: string },
  now: Date,
  lifetimeSeconds: number,
): Promise<ViewerToken> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + lifetimeSeconds;
  const token = await new SignJWT({
    access_key: creds.accessKey,
    room_id: claims.roomId,
    user_id: claims.userId,
    role: claims.role,
    type: 'app',
    version: 2,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(creds.secret));
  return { token, expiresAt: new Date(exp * 1000) };
}
