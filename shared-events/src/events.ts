/**
 * The bus contract every copy of shared-events knows: each event the shell and the remotes
 * exchange, with its owner, kind, version and payload schema. Names are namespaced by owner
 * (`cart:*` belongs to mf-checkout). A breaking change to a payload is a new version, defined in
 * ./definitions (not in this table): its owner or publisher registers it on the page's bus at
 * run time, so it works on a shell whose copy predates it (README: "Contracts that evolve
 * without the shell").
 */
import Type, { type Static, type TSchema } from 'shared-schema';
import { Id, LineDetails, Ok, OptionalId } from './shapes';

export { Id, LineDetails, Ok } from './shapes';

export type EventKind = 'command' | 'state' | 'event';
interface Def<K extends EventKind, P extends TSchema, R extends TSchema = TSchema> {
  kind: K;
  version: number;
  owner: string;
  payload: P;
  result: R;
}
const command = <P extends TSchema, R extends TSchema>(owner: string, version: number, payload: P, result: R) =>
  ({ kind: 'command', owner, version, payload, result }) as Def<'command', P, R>;
const state = <P extends TSchema>(owner: string, version: number, payload: P) =>
  ({ kind: 'state', owner, version, payload, result: Type.Null() }) as Def<'state', P>;
const event = <P extends TSchema>(owner: string, version: number, payload: P) =>
  ({ kind: 'event', owner, version, payload, result: Type.Null() }) as Def<'event', P>;


/** A cart line as spec §3 names it. Money in dollars (the wire's unit). */
export const CartLine = Type.Object({
  id: Id,
  name: Type.String(),
  price: Type.Number({ minimum: 0 }),
  quantity: Type.Integer({ minimum: 1 }),
  ...LineDetails,
});
export type CartLine = Static<typeof CartLine>;

/** What a page offers to put in the cart; the owner checks id and price itself (spec §5). */
export const CartAddItem = Type.Object({
  id: Type.Optional(Id),
  name: Type.Optional(Type.String()),
  price: Type.Optional(Type.Number()),
  quantity: Type.Optional(Type.Integer()),
  ...LineDetails,
});
export type CartAddItem = Static<typeof CartAddItem>;

export const CartState = Type.Object({
  lines: Type.Array(CartLine),
  /** Number of cart lines (the header badge). */
  count: Type.Integer({ minimum: 0 }),
  subtotal: Type.Number({ minimum: 0 }),
});
export type CartState = Static<typeof CartState>;

const LineKey = Type.Object({ id: Id, variant_id: OptionalId });

export const SessionUser = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  role: Type.String(),
});
export const SessionState = Type.Object({
  loggedIn: Type.Boolean(),
  user: Type.Union([SessionUser, Type.Null()]),
  token: Type.Union([Type.String(), Type.Null()]),
});
export type SessionState = Static<typeof SessionState>;

export const Toast = Type.Object({
  kind: Type.Union([Type.Literal('success'), Type.Literal('error'), Type.Literal('info')]),
  message: Type.String({ minLength: 1 }),
  durationMs: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Toast = Static<typeof Toast>;

export const events = {
  'cart:add': command('mf-checkout', 1, Type.Object({ item: CartAddItem }), Ok),
  'cart:set-quantity': command('mf-checkout', 1, Type.Intersect([LineKey, Type.Object({ quantity: Type.Integer() })]), Ok),
  'cart:increase': command('mf-checkout', 1, LineKey, Ok),
  'cart:decrease': command('mf-checkout', 1, LineKey, Ok),
  'cart:remove': command('mf-checkout', 1, LineKey, Ok),
  'cart:clear': command('mf-checkout', 1, Type.Object({}), Ok),
  'cart:changed': state('mf-checkout', 1, CartState),
  'wishlist:toggle': command('mf-account', 1, Type.Object({ product_id: Id, name: Type.Optional(Type.String()), price: Type.Optional(Type.Number()), image: Type.Optional(Type.String()), slug: Type.Optional(Type.String()) }), Ok),
  'session:changed': state('shell', 1, SessionState),
  'auth:required': event('shell', 1, Type.Object({ returnTo: Type.String() })),
  'toast:show': event('shell', 1, Toast),
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
type NamesOf<K extends EventKind> = { [N in EventName]: Events[N]['kind'] extends K ? N : never }[EventName];
export type CommandName = NamesOf<'command'>;
export type StateName = NamesOf<'state'>;
export type PlainEventName = NamesOf<'event'>;
export type PayloadOf<N extends EventName> = Static<Events[N]['payload']>;
export type ResultOf<N extends CommandName> = Static<Events[N]['result']>;
