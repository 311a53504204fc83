import { createContext, useContext, type ReactNode } from 'react';

/**
 * A page's data loaded before its first render: by a remote's render entry on the server, and, at
 * hydration, read back from the data the server embedded in the page (server-page.mjs). Keyed by
 * the call's name and the page's load key (`dataKey`), so the server and the browser name each
 * answer the same way. A failure is kept too (a 404 renders the page's own not-found text on the
 * server) and travels to the browser with its plain fields (`embeddable`), so the page hydrates
 * the same text instead of asking again.
 */
export type Preloaded = ReadonlyMap<string, { value: unknown } | { error: unknown }>;

const PreloadedContext = createContext<Preloaded | null>(null);

export const dataKey = (call: string, key: string) => `${call}:${key}`;

export function PreloadedData({ data, children }: { data: Preloaded; children: ReactNode }) {
  return <PreloadedContext.Provider value={data}>{children}</PreloadedContext.Provider>;
}

/** The preloaded answer of `call` for `key`, if the page was given one. */
export function usePreloaded(call: string | undefined, key: string) {
  const data = useContext(PreloadedContext);
  return call && data ? data.get(dataKey(call, key)) : undefined;
}

/**
 * A kept failure travels beside the answers under its data key behind this mark: no call's name
 * starts with it, so a reader that knows only answers (a shell's older shared-federation) passes
 * over it and the page asks the server, as it did before failures travelled.
 */
const FAILED = '!';

/** The JSON-safe fields of a failure (an error's class does not survive JSON; the page revives it). */
export interface FailureFields {
  message: string;
  kind?: string;
  status?: number;
  code?: string | number;
}

function failureFields(error: unknown): FailureFields {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const out: FailureFields = { message: error instanceof Error ? error.message : String(fields.message ?? error) };
  if (typeof fields.kind === 'string') out.kind = fields.kind;
  if (typeof fields.status === 'number') out.status = fields.status;
  if (typeof fields.code === 'string' || typeof fields.code === 'number') out.code = fields.code;
  return out;
}

/** The answers and failures of a preloaded map as plain JSON, for the page's embedded data. */
export function embeddable(data: Preloaded): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of data) {
    if ('value' in entry) out[key] = entry.value;
    else out[FAILED + key] = failureFields(entry.error);
  }
  return out;
}

/** The embedded data back as a preloaded map (the browser's side of `embeddable`); failures as their fields. */
export function fromEmbedded(data: Record<string, unknown> | undefined): Preloaded {
  return new Map<string, { value: unknown } | { error: unknown }>(
    Object.entries(data ?? {}).map(([key, value]) =>
      key.startsWith(FAILED) ? [key.slice(FAILED.length), { error: value as FailureFields }] : [key, { value }],
    ),
  );
}
