import Value from 'shared-schema/value';
import type { TSchema } from 'shared-schema';

/** Checks a value against a schema and returns a one-line reason, or null when it fits. */
export function explain(schema: TSchema, value: unknown): string | null {
  if (Value.Check(schema, value)) return null;
  const first = [...Value.Errors(schema, value)].slice(0, 3);
  return first.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ') || 'does not match';
}
