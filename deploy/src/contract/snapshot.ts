/**
 * The contract snapshot: what a release of the shell offers the remotes, as data. It lists
 * the bus events with every version's JSON Schema and examples, the API calls with their
 * routes, the shared packages with their versions (and shared-router's export names), and the
 * modules each remote exposes. `node deploy/src/contract/print-snapshot.mjs` prints the
 * workspace's; the release tool keeps one with each shell release (release-snapshots.mjs), and the
 * live one is shell-live.json beside this file (or $SUUQ_LIVE_CONTRACT). The remotes' contract tests
 * (scripts/contract) check against both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { callRoutes } from 'shared-api';
import { events, type EventDefinition } from 'shared-events';
import * as definitions from 'shared-events/definitions';
import { EVENT_EXAMPLES } from 'shared-events/examples';

export const SNAPSHOT_FORMAT = 1;
export const REMOTE_PACKAGES = ['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-live'] as const;
export const SHARED_PACKAGES = ['shared-api', 'shared-events', 'shared-router', 'shared-ui', 'shared-federation'] as const;

type JsonSchema = Record<string, unknown>;
export interface EventVersion {
  payload: JsonSchema;
  result: JsonSchema | null;
  examples: unknown[];
}
export interface ContractSnapshot {
  format: number;
  packages: Record<string, { version: string; exports?: string[] }>;
  events: Record<string, { kind: string; owner: string; versions: Record<string, EventVersion> }>;
  calls: Record<string, { http: string; path: string; class: string; auth: boolean }>;
  exposes: Record<string, string[]>;
}

const root = path.resolve(__dirname, '../../..');
/** The live shell's snapshot, committed with the live release. */
export const LIVE_SNAPSHOT = path.join(__dirname, 'shell-live.json');
/** A schema as JSON Schema on the wire: TypeBox's own markers are not enumerable and drop out. */
const json = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

/** Every event definition the workspace knows: the table every shell has, then later versions. */
export function workspaceDefinitions(): EventDefinition[] {
  const fixed = Object.entries(events).map(([name, def]) => ({ name, ...def }) as EventDefinition);
  const later = Object.values(definitions as Record<string, unknown>).filter((d): d is EventDefinition => typeof d === 'object' && d !== null && 'version' in d);
  return [...fixed, ...later];
}

/** The names shared-router exports (its surface is the contract: a remote may use only these). */
export function sharedRouterExports(): string[] {
  const source = fs.readFileSync(path.join(root, 'shared-router/src/index.ts'), 'utf8');
  const list = source.slice(source.indexOf('export {') + 'export {'.length, source.indexOf('}', source.indexOf('export {')));
  return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.replace(/^type\s+/, '')).sort();
}

/** `exposes` of a remote's webpack.config.js (read as text: the config needs the whole toolchain). */
export function exposedModules(remote: string): string[] {
  const source = fs.readFileSync(path.join(root, remote, 'webpack.config.js'), 'utf8');
  const block = source.slice(source.indexOf('exposes:'));
  const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
  return [...body.matchAll(/'(\.\/[^']+)'\s*:/g)].map((m) => m[1]!).sort();
}

export function buildSnapshot(): ContractSnapshot {
  const packages: ContractSnapshot['packages'] = {};
  for (const name of SHARED_PACKAGES) {
    const { version } = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8')) as { version: string };
    packages[name] = name === 'shared-router' ? { version, exports: sharedRouterExports() } : { version };
  }
  const out: ContractSnapshot['events'] = {};
  for (const def of workspaceDefinitions()) {
    const entry = (out[def.name] ??= { kind: def.kind, owner: def.owner, versions: {} });
    entry.versions[String(def.version)] = {
      payload: json(def.payload),
      result: def.kind === 'command' && def.result ? json(def.result) : null,
      examples: EVENT_EXAMPLES[def.name]?.[def.version] ?? [],
    };
  }
  const calls: ContractSnapshot['calls'] = {};
  for (const [name, route] of Object.entries(callRoutes)) calls[name] = { ...route };
  const exposes: ContractSnapshot['exposes'] = {};
  for (const remote of REMOTE_PACKAGES) exposes[remote] = exposedModules(remote);
  return { format: SNAPSHOT_FORMAT, packages, events: out, calls, exposes };
}
