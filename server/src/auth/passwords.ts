/** argon2id (the library's default: m=19456 KiB, t=2, p=1 — OWASP's minimum). */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;
/** A hash of nothing anyone knows: checking against it costs what a real check costs. */
const dummyHash = () => (dummy ??= hash(`dummy-${Math.random()}-${Date.now()}`));

/**
 * True when the password fits the hash. Without a hash (unknown account) it still runs a full
 * argon2 check, so unknown e-mails take as long as wrong passwords.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  const ok = await verify(target, password).catch(() => false);
  return stored !== null && ok;
}
