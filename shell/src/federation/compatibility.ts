import { incompatibilities, needsOf } from 'shared-federation/compatibility';

// No shared imports here either (see remoteHealth.ts): this runs inside the federation runtime.

/** A remote whose manifest declares needs this shell cannot meet. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly manifestUrl: string,
    readonly reasons: string[],
  ) {
    super(`${manifestUrl}: this shell cannot run that remote: ${reasons.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** Whether an error is this shell's refusal of a remote (the name, not the class: safe across bundles). */
export const isRefusal = (err: unknown): err is IncompatibleRemoteError => err instanceof Error && err.name === 'IncompatibleRemoteError';

/**
 * The refusals of this page, by manifest URL. The federation runtime wraps what the fetch hook
 * throws into an error of its own (RUNTIME_003, the reason as text), so the shell's loader asks
 * here whether a remote failed because it was refused (remotes.ts): its area then says the part is
 * being updated instead of blaming the shopper's connection.
 */
const refusals = new Map<string, IncompatibleRemoteError>();
const keyOf = (url: string): string => {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
};

/** The refusal of the remote described at this manifest URL, when its last manifest was refused. */
export const refusalOf = (manifestUrl: string): IncompatibleRemoteError | undefined => refusals.get(keyOf(manifestUrl));

/**
 * The manifest response as it is when the remote it describes can run on this shell; otherwise
 * an IncompatibleRemoteError, before the remote's entry is loaded (so nothing of it, a second
 * React for one, reaches the page): its area shows the fallback with Try again.
 */
export async function checkedManifest(manifestUrl: string, res: Response, offer = __FEDERATION_OFFER__): Promise<Response> {
  if (!res.ok) return res;
  let manifest: unknown;
  try {
    manifest = await res.clone().json();
  } catch {
    return res;
  }
  const reasons = incompatibilities(needsOf(manifest), offer);
  if (reasons.length > 0) {
    const refusal = new IncompatibleRemoteError(manifestUrl, reasons);
    refusals.set(keyOf(manifestUrl), refusal);
    throw refusal;
  }
  refusals.delete(keyOf(manifestUrl));
  return res;
}
