import { createContext, useContext, type ReactNode } from 'react';

/**
 * A page's data loaded before its first render: by a remote's render entry on the server, and, at
 * hydration, read back from the data the server embedded in the page (server-page.mjs). Keyed by
 * the call's name and the page's load key (`dataKey`), so the server and the browser name each
 * answer the same way. A failure is kept too (a 404 renders the page's own not-found text on the
 * server); only answers travel to the browser (`embeddable`).
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

/** The answers of a preloaded map as plain JSON, for the page's embedded data. */
export function embeddable(data: Preloaded): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of data) if ('value' in entry) out[key] = entry.value;
  return out;
}

/** The embedded answers back as a preloaded map (the browser's side of `embeddable`). */
export function fromEmbedded(data: Record<string, unknown> | undefined): Preloaded {
  return new Map(Object.entries(data ?? {}).map(([key, value]) => [key, { value }]));
}
