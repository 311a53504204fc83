// Past 300 lines on purpose: the Bus is one object, one per page. Its three kinds of message
// (states, events, commands) share one registry of definitions, one table of owners and one log,
// all private; each public call is also written as two typed overloads (by name, by definition).
// Split into files, that private state would have to be exported.
import { BehaviorSubject, Observable, ReplaySubject, Subject, filter, map } from 'rxjs';
import type { DefinedPayload, DefinedResult, EventDefinition } from './define';
import {
  events,
  type CommandName,
  type EventKind,
  type PayloadOf,
  type PlainEventName,
  type ResultOf,
  type StateName,
} from './events';
import { explain } from './schema';

/** Raised to the sender of a command: bad payload, no owner in time, or the owner failed. */
export class BusError extends Error {
  constructor(
    readonly event: string,
    readonly reason: 'invalid-payload' | 'no-handler' | 'handler-failed' | 'invalid-result' | 'unknown-event' | 'unsupported-version',
    message: string,
  ) {
    super(message);
    this.name = 'BusError';
  }
}

export interface BusLogEntry {
  at: number;
  name: string;
  version: number;
  /** The team that owns the event (its namespace's owner when the event is not known yet). */
  owner?: string;
  kind: 'command' | 'state' | 'event' | 'result' | 'refused';
  payload: unknown;
}

/** What a handler learns besides the payload: the version the sender used. */
export interface Delivery {
  version: number;
}
type AnyHandler = (payload: never, delivery: Delivery) => unknown;
interface Owner {
  handler: AnyHandler;
  versions: ReadonlySet<number>;
}

export interface SendOptions {
  /** The payload's version; the contract's current version by default. */
  version?: number;
  /** How long to wait for an owner that accepts this version (a remote may still be loading). */
  waitMs?: number;
}
export interface HandleOptions {
  /** Further versions this owner accepts, by their definitions (registered on the bus too). */
  also?: readonly EventDefinition<'command'>[];
}

/** How long a command waits for its owner to register (a remote may still be loading). */
export const COMMAND_OWNER_WAIT_MS = 5000;

type Named = string | EventDefinition;
const nameOf = (e: Named) => (typeof e === 'string' ? e : e.name);
const namespace = (name: string) => name.split(':')[0];

export class Bus {
  private readonly states = new Map<string, ReplaySubject<unknown>>();
  private readonly plain = new Subject<{ name: string; version: number; payload: unknown }>();
  private readonly owners = new BehaviorSubject<ReadonlyMap<string, Owner>>(new Map());
  /** Every event's versions the page knows: the contract's, then what remotes registered. */
  private readonly definitions = new BehaviorSubject<ReadonlyMap<string, ReadonlyMap<number, EventDefinition>>>(new Map());
  private readonly logSubject = new ReplaySubject<BusLogEntry>(200);
  /** Every message the bus carried, newest last (the event log panel reads it). */
  readonly log$: Observable<BusLogEntry> = this.logSubject.asObservable();

  constructor() {
    for (const [name, def] of Object.entries(events)) this.register({ name, ...def } as EventDefinition);
  }

  /**
   * Teaches the bus an event or a new version of one (its owner or publisher does, at run time).
   * Registering the same name and version again replaces it: a version's shape never changes in
   * a compatible contract, and the contract tests hold every sender and owner to it.
   */
  register(definition: EventDefinition): void {
    const known = this.definitions.value.get(definition.name);
    const other = known && [...known.values()][0];
    if (other && other.kind !== definition.kind) {
      throw new Error(`${definition.name} is a ${other.kind}: version ${definition.version} cannot be a ${definition.kind}`);
    }
    const versions = new Map(known ?? []);
    versions.set(definition.version, definition);
    this.definitions.next(new Map(this.definitions.value).set(definition.name, versions));
  }

  /** The definition of a name and version, if the page knows it. */
  definition(name: string, version?: number): EventDefinition | undefined {
    const versions = this.definitions.value.get(name);
    if (!versions) return undefined;
    return versions.get(version ?? this.currentVersion(name));
  }

  /** The version a sender uses when it names none: the contract's, else the newest registered. */
  private currentVersion(name: string): number {
    const fixed = (events as Record<string, { version: number } | undefined>)[name];
    if (fixed) return fixed.version;
    return Math.max(0, ...(this.definitions.value.get(name)?.keys() ?? []));
  }

  /** The team that owns an event: its definition's owner, else the owner of its namespace (`cart:`). */
  ownerOf(name: string): string | undefined {
    const mine = this.definitions.value.get(name);
    if (mine) return [...mine.values()][0]?.owner;
    for (const [other, versions] of this.definitions.value) {
      if (namespace(other) === namespace(name)) return [...versions.values()][0]?.owner;
    }
    return undefined;
  }

  /** Resolves what a caller names (a contract name or a definition it carries) to a known definition. */
  private known(event: Named, kind: EventKind, version?: number): EventDefinition {
    if (typeof event !== 'string') {
      this.register(event);
      return event;
    }
    const def = this.definition(event, version);
    if (!def) {
      const v = version ?? this.currentVersion(event);
      throw new BusError(event, 'unknown-event', `${event} v${v} is not registered on this bus: its ${kind === 'command' ? 'owner' : 'publisher'} registers it (bus.register) before it is used`);
    }
    if (def.kind !== kind) throw new BusError(event, 'unknown-event', `${event} is a ${def.kind}, not a ${kind}`);
    return def;
  }

  private check(def: EventDefinition, value: unknown, what: 'payload' | 'result' = 'payload'): void {
    const schema = what === 'payload' ? def.payload : def.result;
    const reason = schema ? explain(schema, value) : null;
    if (reason) {
      this.record(def.name, def.version, 'refused', value);
      throw new BusError(def.name, what === 'payload' ? 'invalid-payload' : 'invalid-result', `${def.name} v${def.version}: ${what} refused: ${reason}`);
    }
  }

  private record(name: string, version: number, kind: BusLogEntry['kind'], payload: unknown): void {
    this.logSubject.next({ at: Date.now(), name, version, owner: this.ownerOf(name), kind, payload });
  }

  private channel(name: string): ReplaySubject<unknown> {
    let s = this.states.get(name);
    if (!s) {
      s = new ReplaySubject<unknown>(1);
      this.states.set(name, s);
    }
    return s;
  }

  /** State channel: the owner publishes the latest value; late subscribers get it at once. */
  publish<N extends StateName>(name: N, value: PayloadOf<N>): void;
  publish<D extends EventDefinition<'state'>>(definition: D, value: DefinedPayload<D>): void;
  publish(event: Named, value: unknown): void {
    const def = this.known(event, 'state');
    this.check(def, value);
    this.record(def.name, def.version, 'state', value);
    this.channel(def.name).next(value);
  }

  state<N extends StateName>(name: N): Observable<PayloadOf<N>>;
  state<D extends EventDefinition<'state'>>(definition: D): Observable<DefinedPayload<D>>;
  state(event: Named): Observable<unknown> {
    return this.channel(nameOf(event)).asObservable();
  }

  /** Fire-and-forget notification (toasts, auth prompts). */
  emit<N extends PlainEventName>(name: N, payload: PayloadOf<N>): void;
  emit<D extends EventDefinition<'event'>>(definition: D, payload: DefinedPayload<D>): void;
  emit(event: Named, payload: unknown): void {
    const def = this.known(event, 'event');
    this.check(def, payload);
    this.record(def.name, def.version, 'event', payload);
    this.plain.next({ name: def.name, version: def.version, payload });
  }

  on<N extends PlainEventName>(name: N): Observable<PayloadOf<N>>;
  on<D extends EventDefinition<'event'>>(definition: D): Observable<DefinedPayload<D>>;
  on(event: Named): Observable<unknown> {
    const name = nameOf(event);
    return this.plain.pipe(
      filter((m) => m.name === name),
      map((m) => m.payload),
    );
  }

  /**
   * Registers the owner of a command: one owner per command, answering the contract's version
   * and the versions of `also` (old and new senders side by side). Returns the way to step down.
   */
  handle<N extends CommandName, D extends EventDefinition<'command'> = never>(
    name: N,
    handler: (payload: PayloadOf<N> | DefinedPayload<D>, delivery: Delivery) => ResultOf<N> | Promise<ResultOf<N>>,
    options?: { also?: readonly D[] },
  ): () => void;
  handle<D extends EventDefinition<'command'>>(
    definition: D,
    handler: (payload: DefinedPayload<D>, delivery: Delivery) => DefinedResult<D> | Promise<DefinedResult<D>>,
    options?: HandleOptions,
  ): () => void;
  handle(event: Named, handler: AnyHandler, options: HandleOptions = {}): () => void {
    const def = this.known(event, 'command');
    for (const extra of options.also ?? []) this.register(extra);
    const owner: Owner = { handler, versions: new Set([def.version, ...(options.also ?? []).map((d) => d.version)]) };
    this.owners.next(new Map(this.owners.value).set(def.name, owner));
    return () => {
      if (this.owners.value.get(def.name) !== owner) return;
      const rest = new Map(this.owners.value);
      rest.delete(def.name);
      this.owners.next(rest);
    };
  }

  /**
   * The owner of a command that accepts this version, as soon as one registers, or what stood in
   * the way after `waitMs`. (Hand-made rather than rxjs' firstValueFrom + timeout: those pulled
   * rxjs' schedulers into every page for one timer.)
   */
  private ownerFor(name: string, asked: number | undefined, waitMs: number): Promise<{ owner?: Owner; other?: Owner }> {
    // A sender naming no version of an event not known yet uses the one its owner registers.
    const accepts = (o: Owner | undefined) => {
      const version = asked ?? this.currentVersion(name);
      return o !== undefined && o.versions.has(version) && this.definition(name, version) !== undefined;
    };
    const now = this.owners.value.get(name);
    if (accepts(now)) return Promise.resolve({ owner: now });
    return new Promise((resolve) => {
      const done = (found: { owner?: Owner; other?: Owner }) => {
        clearTimeout(timer);
        subs.forEach((s) => s.unsubscribe());
        resolve(found);
      };
      const timer = setTimeout(() => done({ other: this.owners.value.get(name) }), waitMs);
      const look = () => {
        const owner = this.owners.value.get(name);
        if (accepts(owner)) done({ owner });
      };
      // Both subjects replay their current value at once: checked above.
      const subs = [this.owners.subscribe(look), this.definitions.subscribe(look)];
    });
  }

  /**
   * Asks the owner to act. Rejects with a BusError when the payload breaks the schema, when no
   * owner accepting this version registers within the wait, or when the owner throws — never a
   * silent loss. A sender may carry the definition of the version it sends.
   */
  send<N extends CommandName>(name: N, payload: PayloadOf<N>, options?: number | SendOptions): Promise<ResultOf<N>>;
  send<D extends EventDefinition<'command'>>(definition: D, payload: DefinedPayload<D>, options?: number | Omit<SendOptions, 'version'>): Promise<DefinedResult<D>>;
  async send(event: Named, payload: unknown, options: number | SendOptions = {}): Promise<unknown> {
    const { waitMs = COMMAND_OWNER_WAIT_MS, version: asked } = typeof options === 'number' ? { waitMs: options } : options;
    if (typeof event !== 'string') this.register(event);
    const name = nameOf(event);
    const pinned = typeof event === 'string' ? asked : event.version;
    // Known now: refused before it travels. Not yet known: its owner may still be loading.
    const early = this.definition(name, pinned);
    if (early) this.check(early, payload);
    this.record(name, pinned ?? this.currentVersion(name), 'command', payload);
    const { owner, other } = await this.ownerFor(name, pinned, waitMs);
    const version = pinned ?? this.currentVersion(name);
    if (!owner) {
      const team = this.ownerOf(name) ?? 'nobody';
      if (!this.definition(name, version)) {
        throw new BusError(name, 'unknown-event', `${name} v${version} is not registered on this bus: no owner (${team}) registered it within ${waitMs} ms`);
      }
      if (other) {
        throw new BusError(name, 'unsupported-version', `${name} v${version}: the owner (${team}) accepts v${[...other.versions].sort().join(', v')} only`);
      }
      throw new BusError(name, 'no-handler', `${name}: no owner (${team}) answered within ${waitMs} ms`);
    }
    const def = this.definition(name, version)!;
    if (!early) this.check(def, payload);
    let result: unknown;
    try {
      result = await (owner.handler as (p: unknown, d: Delivery) => unknown)(payload, { version });
    } catch (err) {
      throw new BusError(name, 'handler-failed', `${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.check(def, result, 'result');
    this.record(name, version, 'result', result);
    return result;
  }
}

const KEY = Symbol.for('suuq.shared-events.bus.v1');
type WithBus = typeof globalThis & { [KEY]?: Bus };

/** The one bus of this page, whichever bundle asks first (module federation may load us twice). */
export function getBus(): Bus {
  const g = globalThis as WithBus;
  if (!g[KEY]) g[KEY] = new Bus();
  return g[KEY];
}

/** Tests only: a fresh bus for the page. */
export function resetBusForTests(): Bus {
  const g = globalThis as WithBus;
  g[KEY] = new Bus();
  return g[KEY];
}
