/**
 * An event's definition as the code that owns or publishes it carries it: name, version, kind,
 * owner and schemas. The bus learns definitions at run time (`bus.register`, or by being handed
 * one in `send`/`publish`/`emit`/`handle`), so a remote can add an event, or a new version of
 * one, on a page whose shell's copy of shared-events has never heard of it.
 */
import type { Static, TSchema } from 'shared-schema';
import type { EventKind } from './events';

export interface EventDefinition<K extends EventKind = EventKind, P extends TSchema = TSchema, R extends TSchema = TSchema> {
  /** Namespaced by owner: `cart:add` belongs to mf-checkout. */
  name: string;
  /** A breaking change to the payload (or result) is a new version; versions live side by side. */
  version: number;
  kind: K;
  /** The team that answers (commands) or publishes (state channels, events). */
  owner: string;
  payload: P;
  /** What a command answers; state channels and events answer nothing. */
  result?: R;
}

export type DefinedPayload<D extends EventDefinition> = Static<D['payload']>;
export type DefinedResult<D extends EventDefinition> = NonNullable<D['result']> extends TSchema ? Static<NonNullable<D['result']>> : null;

/** Types a definition (the object itself is all the bus needs). */
export const defineEvent = <K extends EventKind, P extends TSchema, R extends TSchema = TSchema>(
  definition: EventDefinition<K, P, R>,
): EventDefinition<K, P, R> => definition;
