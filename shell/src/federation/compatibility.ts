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
  if (reasons.length > 0) throw new IncompatibleRemoteError(manifestUrl, reasons);
  return res;
}
