/**
 * The JSON-RPC envelope of spec §7, the Fastify way: `rpcPlugin` gives every plugin the
 * `app.rpc.register({...})` decorator, and each domain is a plugin that registers its calls there
 * (see its routes.ts). A call is a route whose body schema is the contract's TypeBox params
 * schema (shared-api/contract), typed for the handler through @fastify/type-provider-typebox and
 * checked once, by Fastify's validation step, with TypeBox's compiled checker (validate.ts).
 * The wire is unchanged: `{jsonrpc, id, result}` or `{error}`, with the messages of before.
 *
 * Per request, in Fastify's order: onRequest (a body labelled JSON, else 415) → preValidation
 * (body shape, depth, the bearer of an auth call, params an object, path values merged in) →
 * validation (the params schema, defaults filled) → handler (the cache, the domain's handler, the
 * result check).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import Type, { type TSchema } from 'typebox';
import Value from 'typebox/value';
import { BODY_DEPTH_MAX, calls, RpcCodes, type CallDef, type CallName, type ResultOf } from '../contract';
import { BusinessError } from '../errors';
import { describeErrors, hasLoneSurrogate, nestsDeeperThan, validatorFor } from '../validate';

type Id = string | number | null;
/** A call's params as the type provider infers them from its TypeBox schema. */
export type ParamsFor<C extends CallDef> = (TypeBoxTypeProvider & { schema: C['params'] })['validator'];
/** What a handler returns: the result without its status (the envelope adds 'success'). */
export type HandlerResult<C extends CallDef> = Omit<ResultOf<C>, 'status'>;
export type Handler<C extends CallDef> = (params: ParamsFor<C>, req: FastifyRequest) => Promise<HandlerResult<C>>;
/** Handlers by the contract's call names: a domain registers the ones it answers. */
export type Handlers = { [K in CallName]?: Handler<(typeof calls)[K]> };

export interface RpcRegistry {
  /** Mounts each handler at its call's route, on the plugin that registers it. */
  register(handlers: Handlers): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The JSON-RPC calls of spec §7 (rpc/plugin.ts): `app.rpc.register({ orders: … })`. */
    rpc: RpcRegistry;
  }
}

export interface RpcOptions {
  /** Check every success against the contract's result schema (tests, development). */
  checkResults?: boolean;
  /** Runs before the params of every `auth: true` call; throws a BusinessError (401) to refuse. */
  authenticate?: (req: FastifyRequest) => Promise<unknown>;
  /** Answers kept between requests (the catalogue's, spec §9): checked after the params. */
  cache?: RpcCache;
}

/**
 * A cache of successful results as JSON: `json` when held, else `put` to store this request's
 * result (undefined: this call is not cached). Errors are never stored.
 */
export interface RpcCache {
  lookup(name: string, params: Record<string, unknown>): { json: string } | { put(json: string): void } | undefined;
}

const rpcId = (body: unknown): Id => {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

export function rpcError(reply: FastifyReply, http: number, id: Id, code: number, message: string) {
  return reply.code(http).send({ jsonrpc: '2.0', id, error: { code, message } });
}

/** A refusal with its reason; one that says when to come back (retry_after, in seconds) says it in the header too, as HTTP has it. */
function businessAnswer(reply: FastifyReply, id: Id, err: BusinessError) {
  const retryAfter = (err.extra as { retry_after?: unknown } | undefined)?.retry_after;
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) reply.header('Retry-After', String(Math.ceil(retryAfter)));
  return reply.code(err.httpStatus).send({ jsonrpc: '2.0', id, result: { ...err.extra, status: 'error', message: err.message, code: err.code } });
}

const NOT_JSON = 'Unsupported Media Type: Content-Type must be application/json';

/**
 * Whether a request brings a body a call can read: one declared `application/json` (any charset),
 * or none at all (no Content-Type, no length, nothing chunked: a call without params). Checked
 * before the body is read: Fastify would otherwise parse `text/plain` as a string of its own, and
 * the call would be told its body is not a JSON-RPC object when only the label is wrong.
 * No client of ours sends anything else (shared-api's buildRequest; no sendBeacon).
 */
function bringsJson(req: FastifyRequest): boolean {
  const type = req.headers['content-type'];
  if (type === undefined) return req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** The body a call's route declares: the JSON-RPC envelope around the call's params schema. */
const envelopeOf = <P extends TSchema>(params: P) => Type.Object({ params });

/**
 * Fastify's validation step for a call: only `params` is checked (the envelope's other fields were
 * checked in preValidation, with their own messages), its defaults filled first, and a refusal
 * says which field and why ('Invalid params: limit must be integer').
 */
const paramsCompiler: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const params = (schema as ReturnType<typeof envelopeOf>).properties.params;
  const validator = validatorFor(params);
  return (body) => {
    const value = (body as { params: unknown }).params;
    validator.Default(value);
    return validator.Check(value) ? { value: body } : { error: new Error(`Invalid params: ${describeErrors(params, value)}`) };
  };
};

/** The contract's calls by their schema object, so a handler's name finds its route and schema. */
const contractCalls = calls as unknown as Record<CallName, CallDef>;

function mountCall(app: FastifyInstance, opts: RpcOptions, name: CallName, call: CallDef, handler: Handler<CallDef>) {
  if (call.http !== 'POST' && call.http !== 'PUT') {
    throw new Error(`${name}: ${call.http} calls are plain routes, not JSON-RPC`);
  }
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: call.http,
    url: call.path,
    schema: { body: envelopeOf(call.params) },
    validatorCompiler: paramsCompiler,
    // A refused params object is answered by the handler below as a JSON-RPC error (-32602).
    attachValidation: true,
    // A body labelled anything but JSON: 415 before it is read, as a body too large is 413 (and
    // both before the bearer is looked at).
    onRequest: async (req, reply) => {
      if (!bringsJson(req)) return rpcError(reply, 415, null, RpcCodes.invalidRequest, NOT_JSON);
    },
    preValidation: async (req, reply) => {
      const body = req.body ?? {};
      const id = rpcId(body);
      if (typeof body !== 'object' || Array.isArray(body)) {
        return rpcError(reply, 400, id, RpcCodes.invalidRequest, 'Invalid Request: the body must be a JSON-RPC object');
      }
      if (nestsDeeperThan(body, BODY_DEPTH_MAX)) {
        return rpcError(reply, 400, id, RpcCodes.invalidRequest, `Invalid Request: the body nests deeper than ${BODY_DEPTH_MAX} levels`);
      }
      if (call.auth && opts.authenticate) {
        // No valid token: 401 before anything else, whatever the params.
        try {
          await opts.authenticate(req);
        } catch (err) {
          if (err instanceof BusinessError) return businessAnswer(reply, id, err);
          throw err;
        }
      }
      const raw = (body as { params?: unknown }).params ?? {};
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return rpcError(reply, 400, id, RpcCodes.invalidParams, 'Invalid params: params must be an object');
      }
      if (hasLoneSurrogate(raw)) {
        return rpcError(reply, 400, id, RpcCodes.invalidParams, 'Invalid params: a text holds half of a character (an unpaired surrogate); send it as well-formed Unicode');
      }
      // Path placeholders (`:slugOrId`) win over body fields of the same name; a copy, so the
      // defaults the validation fills in never touch the parsed body.
      req.body = { ...body, params: Value.Clone({ ...raw, ...(req.params as object) }) };
    },
    handler: async (req, reply) => {
      const id = rpcId(req.body);
      if (req.validationError) return rpcError(reply, 400, id, RpcCodes.invalidParams, req.validationError.message);
      const params = req.body.params;
      const cached = opts.cache?.lookup(name, params as Record<string, unknown>);
      // The envelope is written around the stored JSON: only the id differs between answers.
      const envelope = (json: string) => reply.type('application/json; charset=utf-8').send(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${json}}`);
      if (cached && 'json' in cached) return envelope(cached.json);
      try {
        const data = await handler(params, req);
        const result = { status: 'success' as const, ...data };
        if (opts.checkResults && !validatorFor(call.result).Check(result)) {
          throw new Error(`${name}: result breaks the contract: ${describeErrors(call.result, result)}`);
        }
        if (cached) {
          const json = JSON.stringify(result);
          cached.put(json);
          return envelope(json);
        }
        return reply.send({ jsonrpc: '2.0', id, result });
      } catch (err) {
        if (err instanceof BusinessError) return businessAnswer(reply, id, err);
        throw err;
      }
    },
  });
}

/**
 * Gives the app its `rpc` decorator. A getter, so `this` is the plugin that calls it: a domain's
 * calls are routes of the domain's own plugin. Registered without encapsulation (skip-override,
 * what fastify-plugin sets), so every plugin registered after it sees the decorator.
 */
export async function rpcPlugin(app: FastifyInstance, opts: RpcOptions) {
  const registered = new Set<CallName>();
  app.decorate('rpc', {
    getter(this: FastifyInstance): RpcRegistry {
      return {
        register: (handlers) => {
          for (const name of Object.keys(handlers) as CallName[]) {
            const call = contractCalls[name];
            if (!call) throw new Error(`${name}: not a call of the contract (shared-api/contract)`);
            if (registered.has(name)) throw new Error(`${name}: registered twice`);
            registered.add(name);
            mountCall(this, opts, name, call, handlers[name] as Handler<CallDef>);
          }
        },
      };
    },
  });
}
(rpcPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
