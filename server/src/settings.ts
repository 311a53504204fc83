/**
 * A duration setting in milliseconds from the environment: `fallback` when unset or empty, 0 for
 * none; anything but a whole number of milliseconds stops the start with the setting's name.
 * Read once at start (DATABASE_STATEMENT_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS).
 */
export function millisecondsFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
): number {
  const raw = env[name];
  const ms = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds, not ${raw}`);
  return ms;
}
