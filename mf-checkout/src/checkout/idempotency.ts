/**
 * One Idempotency-Key per checkout attempt. The key is kept in sessionStorage beside a hash of the
 * order body it was made for: a retry after a timeout, a double tap or a reload of the page sends
 * the same body and so the same key (the server answers the order it already made, never a
 * second one); a changed body (another address, a line added) is another attempt with a new key.
 */
import { randomKey, stableJson } from 'shared-api/keys';

const STORE_KEY = 'suuq.checkout.idempotency';

interface Kept {
  hash: string;
  key: string;
}

/**
 * FNV-1a, 64 bits as two 32-bit halves: not for secrets, only to tell one body from another
 * without keeping the body itself (its note may be personal) in storage.
 */
export function hashBody(body: unknown): string {
  const text = stableJson(body);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: the key then lives as long as the page (see `memory`)
  }
}

// Where the key lives when sessionStorage cannot be used; a reload then starts a new attempt.
let memory: Kept | null = null;

function read(): Kept | null {
  const s = storage();
  if (!s) return memory;
  try {
    const raw = s.getItem(STORE_KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : null;
    return kept && typeof kept.hash === 'string' && typeof kept.key === 'string' ? { hash: kept.hash, key: kept.key } : null;
  } catch {
    return memory;
  }
}

function write(kept: Kept | null): void {
  memory = kept;
  const s = storage();
  if (!s) return;
  try {
    if (kept) s.setItem(STORE_KEY, JSON.stringify(kept));
    else s.removeItem(STORE_KEY);
  } catch {
    // quota or privacy mode: `memory` still holds it for this page
  }
}

/** The key to send with this body: the kept one when the body is the same, else a new one (kept). */
export function idempotencyKeyFor(body: unknown): string {
  const hash = hashBody(body);
  const kept = read();
  if (kept && kept.hash === hash) return kept.key;
  const key = randomKey();
  write({ hash, key });
  return key;
}

/** The order exists: the next checkout is a new attempt. */
export function forgetIdempotencyKey(): void {
  write(null);
}
