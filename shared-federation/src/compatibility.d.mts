// Types of shared-federation/src/compatibility.mjs (plain JavaScript, so Node and the release tool import it as it is).
export interface RemoteNeeds {
  federation: { built: string; range: string };
  contracts: Record<string, number>;
}
export interface ShellOffer {
  federation: string;
  contracts: Record<string, number>;
}
export interface BuildVersions {
  federationVersion: string;
  contractVersions: Record<string, string>;
}
export const CONTRACTS: readonly string[];
export const NEEDS_KEY: string;
export const OFFER_KEY: string;
export const PAGES_KEY: string;
export function parseVersion(version: unknown): [number, number, number] | null;
export function satisfies(version: string, range: string): boolean;
export function declareNeeds(build: BuildVersions): RemoteNeeds;
export function describeOffer(build: BuildVersions): ShellOffer;
export function needsOf(manifest: unknown): RemoteNeeds | null;
export function incompatibilities(needs: RemoteNeeds | null, offer: ShellOffer): string[];
export function isCompatible(needs: RemoteNeeds | null, offer: ShellOffer): boolean;
