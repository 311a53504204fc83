/**
 * The payment callback's signature: HMAC-SHA256 of the raw body with the shared secret, sent as
 * `X-Payment-Signature: sha256=<hex>`. The sandbox signs this way; a real gateway's callback is
 * relayed (or verified) the same way, so the route trusts nothing unsigned.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Payment-Signature';

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export function validSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const want = Buffer.from(signBody(secret, body));
  const got = Buffer.from(header.trim());
  return want.length === got.length && timingSafeEqual(want, got);
}
