/** Tokens and one-time codes: CSPRNG values, kept only as SHA-256 hashes. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Six digits, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = () => randomBytes(16).toString('hex');

/** A salted hash: a code is only 6 digits, so the salt at least keeps equal codes from looking equal. */
export const codeHash = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
