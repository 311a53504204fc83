/**
 * The JSON-RPC envelope of spec §7: mounts every call of the contract that has a handler, checks
 * its params against the contract's schema, and answers `{jsonrpc, id, result}` or `{error}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Value from 'typebox/value';
import { BODY_DEPTH_MAX, calls, RpcCodes, type CallDef, type CallName, type ParamsOf, type ResultOf } from '../contract';
import { BusinessError } from './errors';
import { describeErrors, nestsDeeperThan, validatorFor } from './validate';

type Id = string | number | null;
/** What a handler returns: the result without its status (the envelope adds 'success'). */
export type HandlerResult<C extends CallDef> = Omit<ResultOf<C>, 'status'>;
export type Handler<C extends CallDef> = (params: ParamsOf<C>, req: FastifyRequest) => Promise<HandlerResult<C>>;
export type Handlers = { [K in CallName]?: Handler<(typeof calls)[K]> };

/** A call the contract does not have yet (kept in the server until shared-api adopts it). */
export interface LocalCall<C extends CallDef = CallDef> {
  name: string;
  call: C;
  handler: Handler<C>;
}

export interface RpcOptions {
  handlers: Handlers;
  localCalls?: LocalCall[];
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

const businessAnswer = (reply: FastifyReply, id: Id, err: BusinessError) =>
  reply.code(err.httpStatus).send({ jsonrpc: '2.0', id, result: { ...err.extra, status: 'error', message: err.message, code: err.code } });

export async function rpcPlugin(app: FastifyInstance, opts: RpcOptions) {
  const mounted: LocalCall[] = [...(opts.localCalls ?? [])];
  for (const name of Object.keys(calls) as CallName[]) {
    const handler = opts.handlers[name] as Handler<CallDef> | undefined;
    if (handler) mounted.push({ name, call: calls[name] as CallDef, handler });
  }
  for (const { name, call, handler } of mounted) {
    if (call.http !== 'POST' && call.http !== 'PUT') {
      throw new Error(`${name}: ${call.http} calls are plain routes, not JSON-RPC`);
    }
    const validator = validatorFor(call.params);
    app.route({
      method: call.http,
      url: call.path,
      handler: async (req, reply) => {
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
        // Path placeholders (`:slugOrId`) win over body fields of the same name.
        const params = Value.Clone({ ...raw, ...(req.params as object) });
        validator.Default(params);
        if (!validator.Check(params)) {
          return rpcError(reply, 400, id, RpcCodes.invalidParams, `Invalid params: ${describeErrors(call.params, params)}`);
        }
        const cached = opts.cache?.lookup(name, params as Record<string, unknown>);
        // The envelope is written around the stored JSON: only the id differs between answers.
        const envelope = (json: string) => reply.type('application/json; charset=utf-8').send(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${json}}`);
        if (cached && 'json' in cached) return envelope(cached.json);
        try {
          const data = await handler(params as ParamsOf<CallDef>, req);
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
          if (err instanceof BusinessError) {
            return businessAnswer(reply, id, err);
          }
          throw err;
        }
      },
    });
  }
}
