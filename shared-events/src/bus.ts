import { BehaviorSubject, Observable, ReplaySubject, Subject, filter, map } from 'rxjs';
import {
  events,
  type CommandName,
  type EventName,
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
    readonly reason: 'invalid-payload' | 'no-handler' | 'handler-failed' | 'invalid-result',
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
  kind: 'command' | 'state' | 'event' | 'result' | 'refused';
  payload: unknown;
}

type Handler<N extends CommandName> = (payload: PayloadOf<N>) => ResultOf<N> | Promise<ResultOf<N>>;

/** How long a command waits for its owner to register (a remote may still be loading). */
export const COMMAND_OWNER_WAIT_MS = 5000;

export class Bus {
  private readonly states = new Map<string, ReplaySubject<unknown>>();
  private readonly plain = new Subject<{ name: string; payload: unknown }>();
  private readonly handlers = new BehaviorSubject<ReadonlyMap<string, Handler<CommandName>>>(new Map());
  private readonly logSubject = new ReplaySubject<BusLogEntry>(200);
  /** Every message the bus carried, newest last (the event log panel reads it). */
  readonly log$: Observable<BusLogEntry> = this.logSubject.asObservable();

  private check(name: EventName, value: unknown, what: 'payload' | 'result' = 'payload'): void {
    const def = events[name];
    const reason = explain(what === 'payload' ? def.payload : def.result, value);
    if (reason) {
      this.record(name, 'refused', value);
      throw new BusError(name, what === 'payload' ? 'invalid-payload' : 'invalid-result', `${name} v${def.version}: ${what} refused: ${reason}`);
    }
  }

  private record(name: EventName, kind: BusLogEntry['kind'], payload: unknown): void {
    this.logSubject.next({ at: Date.now(), name, version: events[name].version, kind, payload });
  }

  private channel(name: StateName): ReplaySubject<unknown> {
    let s = this.states.get(name);
    if (!s) {
      s = new ReplaySubject<unknown>(1);
      this.states.set(name, s);
    }
    return s;
  }

  /** State channel: the owner publishes the latest value; late subscribers get it at once. */
  publish<N extends StateName>(name: N, value: PayloadOf<N>): void {
    this.check(name, value);
    this.record(name, 'state', value);
    this.channel(name).next(value);
  }

  state<N extends StateName>(name: N): Observable<PayloadOf<N>> {
    return this.channel(name).asObservable() as Observable<PayloadOf<N>>;
  }

  /** Fire-and-forget notification (toasts, auth prompts). */
  emit<N extends PlainEventName>(name: N, payload: PayloadOf<N>): void {
    this.check(name, payload);
    this.record(name, 'event', payload);
    this.plain.next({ name, payload });
  }

  on<N extends PlainEventName>(name: N): Observable<PayloadOf<N>> {
    return this.plain.pipe(
      filter((m) => m.name === name),
      map((m) => m.payload as PayloadOf<N>),
    );
  }

  /** Registers the owner of a command. One owner per command; returns the way to step down. */
  handle<N extends CommandName>(name: N, handler: Handler<N>): () => void {
    const next = new Map(this.handlers.value);
    next.set(name, handler as unknown as Handler<CommandName>);
    this.handlers.next(next);
    return () => {
      if (this.handlers.value.get(name) !== (handler as unknown)) return;
      const rest = new Map(this.handlers.value);
      rest.delete(name);
      this.handlers.next(rest);
    };
  }

  /**
   * The owner of a command, as soon as one registers, or undefined after `waitMs`. (Hand-made
   * rather than rxjs' firstValueFrom + timeout: those pulled ~3 KB gz of schedulers into every page.)
   */
  private ownerOf(name: CommandName, waitMs: number): Promise<Handler<CommandName> | undefined> {
    const known = this.handlers.value.get(name);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        sub.unsubscribe();
        resolve(undefined);
      }, waitMs);
      // The subject replays the current handlers at once: no owner among them, checked above.
      const sub = this.handlers.subscribe((handlers) => {
        const owner = handlers.get(name);
        if (!owner) return;
        clearTimeout(timer);
        sub.unsubscribe();
        resolve(owner);
      });
    });
  }

  /**
   * Asks the owner to act. Rejects with a BusError when the payload breaks the schema, when no
   * owner registers within `waitMs`, or when the owner throws — never a silent loss.
   */
  async send<N extends CommandName>(name: N, payload: PayloadOf<N>, waitMs = COMMAND_OWNER_WAIT_MS): Promise<ResultOf<N>> {
    this.check(name, payload);
    this.record(name, 'command', payload);
    const handler = (await this.ownerOf(name, waitMs)) as Handler<N> | undefined;
    if (!handler) {
      throw new BusError(name, 'no-handler', `${name}: no owner (${events[name].owner}) answered within ${waitMs} ms`);
    }
    let result: ResultOf<N>;
    try {
      result = await handler(payload);
    } catch (err) {
      throw new BusError(name, 'handler-failed', `${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.check(name, result, 'result');
    this.record(name, 'result', result);
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
