/**
 * Keys the pages make for API calls: a body's stable JSON (equal params, one cache key or one
 * idempotency hash, whatever their order) and a fresh random key (Idempotency-Key per attempt).
 * The entry `shared-api/keys` is bundled by each app that uses it (not shared at run time).
 */

/** JSON with object keys sorted at every level and undefined fields left out: { a, b } and { b, a } are one. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A random key: a UUID, or where the browser has no randomUUID (it needs a secure context) 128
 * random bits as hex, after `fallbackPrefix`; both fit the Idempotency-Key rule (8-100 visible).
 */
export function randomKey(fallbackPrefix = ''): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `${fallbackPrefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
