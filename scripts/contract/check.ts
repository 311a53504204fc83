/**
 * What the remotes' contract tests check against: the workspace's contract and the live shell's
 * snapshot. Payloads are checked the way a production page checks them (shared-events' lite
 * checker), so a shape the live shell would refuse fails the remote's tests before release.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'shared-schema/value';
import { buildSnapshot, LIVE_SNAPSHOT, type ContractSnapshot } from 'deploy/contract/snapshot';

const root = path.resolve(__dirname, '../..');

/** The live shell's contract: $SUUQ_LIVE_CONTRACT, else the snapshot committed with the live release. */
export const liveContractPath = (): string =>
  process.env.SUUQ_LIVE_CONTRACT ? path.resolve(process.env.SUUQ_LIVE_CONTRACT) : LIVE_SNAPSHOT;

export interface Contract {
  label: string;
  snapshot: ContractSnapshot;
}

export function readSnapshot(file: string): ContractSnapshot {
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as ContractSnapshot;
  if (snapshot.format !== 1) throw new Error(`${file}: contract snapshot format ${String(snapshot.format)} is not 1`);
  return snapshot;
}

/** Both contracts a remote must keep: the one it is built with and the one the live shell runs. */
export function contractsUnderTest(): Contract[] {
  return [
    { label: 'workspace', snapshot: buildSnapshot() },
    { label: `live shell (${path.relative(root, liveContractPath())})`, snapshot: readSnapshot(liveContractPath()) },
  ];
}

type Schema = Record<string, unknown>;
/** JSON Schema marks optional properties by leaving them out of `required`; the lite checker wants a mark. */
function marked(schema: unknown): Schema {
  if (Array.isArray(schema)) return schema.map(marked) as unknown as Schema;
  if (typeof schema !== 'object' || schema === null) return schema as Schema;
  const s = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'const' || k === 'enum' ? v : marked(v)])) as Schema;
  if (s.properties && typeof s.properties === 'object') {
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [key, child] of Object.entries(s.properties as Record<string, Schema>)) {
      if (!required.has(key)) (s.properties as Record<string, Schema>)[key] = { ...child, '~optional': true };
    }
  }
  return s;
}

/** Why `contract` would refuse this message (unknown event or version, or a shape it breaks), or null. */
export function refusal(contract: ContractSnapshot, name: string, version: number, value: unknown, what: 'payload' | 'result' = 'payload'): string | null {
  const event = contract.events[name];
  if (!event) return `${name} is not in the contract`;
  const known = event.versions[String(version)];
  if (!known) return `${name} v${version} is not in the contract (it has v${Object.keys(event.versions).join(', v')})`;
  const schema = what === 'payload' ? known.payload : known.result;
  if (!schema) return null;
  const errors = Value.Errors(marked(schema), value);
  return errors.length ? `${name} v${version} ${what}: ${errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}` : null;
}

/** The examples of every version of the events `owner` owns, as the contract lists them. */
export function examplesOwnedBy(contract: ContractSnapshot, owner: string): { name: string; version: number; payload: unknown }[] {
  const out: { name: string; version: number; payload: unknown }[] = [];
  for (const [name, event] of Object.entries(contract.events)) {
    if (event.owner !== owner || event.kind !== 'command') continue;
    for (const [version, known] of Object.entries(event.versions)) {
      for (const payload of known.examples) out.push({ name, version: Number(version), payload });
    }
  }
  return out;
}

/** The text of every source file (not tests) below `dir`, an absolute folder. */
export function sourceTexts(dir: string): string[] {
  const texts: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) texts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(dir);
  return texts;
}

/** Names a package's sources import from a module (`import { a, b } from 'shared-router'`). */
export function importedNames(dir: string, from: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  for (const source of sourceTexts(path.join(root, dir, 'src'))) {
    for (const m of source.matchAll(pattern)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Calls a package's sources send by name through the page's client (`api.call('products', …)`). */
export function callsByName(dir: string): Set<string> {
  const names = new Set<string>();
  for (const source of sourceTexts(path.join(root, dir, 'src'))) {
    for (const m of source.matchAll(/\bapi\.(?:call|urlFor)\(\s*'([A-Za-z]+)'/g)) names.add(m[1]!);
  }
  return names;
}
