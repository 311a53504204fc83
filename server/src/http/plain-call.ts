/**
 * The contract's plain calls (GET and HEAD in shared-api's call table: the product images, files
 * and the updates check) as Fastify routes, the way the JSON-RPC calls are (rpc/plugin.ts): the
 * route declares its input as schemas, the path placeholders as `params` and the rest of the
 * call's params as `querystring`, typed for the handler through @fastify/type-provider-typebox and
 * checked by Fastify's validation step with TypeBox's compiled checker (validate.ts).
 *
 * A refusal is attached to the request (attachValidation), not thrown: each route answers it in
 * its own way (a 400 JSON error, or a bare 400 for HEAD), and its message names every wrong field
 * of the path and the query together, as the contract's one params object sees them.
 */
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import Type, { type TObject, type TSchema, type TString } from 'typebox';
import type { CallDef, ParamsOf } from '../contract';
import { describeErrors, invalidParams, validatorFor } from '../validate';

/**
 * Fastify's validator for a route part (path, query) checked with TypeBox's compiled checker, as
 * the JSON-RPC calls are; the error's message is the contract's wording ('Invalid params: …').
 */
export const partCompiler: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const validator = validatorFor(schema);
  return (value) =>
    validator.Check(value)
      ? { value }
      : { error: new Error(`Invalid params: ${describeErrors(schema, value)}`) };
};

const placeholdersOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * Route options of a plain call: verb, path, schemas. `pathKeys` names the call's path
 * placeholders (for the handler's types); a list that differs from the path's is a mistake caught
 * when the route is built.
 */
export function plainCallRoute<C extends CallDef, K extends keyof ParamsOf<C> & string>(
  call: C,
  pathKeys: readonly K[],
) {
  const placeholders = placeholdersOf(call.path);
  if (placeholders.join() !== pathKeys.join())
    throw new Error(
      `${call.path}: its placeholders are ${placeholders.join(', ') || 'none'}, not ${pathKeys.join(', ') || 'none'}`,
    );
  if (call.http !== 'GET' && call.http !== 'HEAD')
    throw new Error(`${call.path}: ${call.http} calls are JSON-RPC (rpc/plugin.ts)`);
  return {
    method: call.http,
    url: call.path,
    schema: {
      // A path value is text, whatever the contract makes of it: typed as such for the handler.
      params: Type.Pick(call.params, pathKeys) as unknown as TObject<Record<K, TString>>,
      querystring: Type.Omit(call.params, pathKeys) as TSchema,
    },
    validatorCompiler: partCompiler,
    attachValidation: true,
  };
}

/** The 400 message of a refused request, or null: every wrong field of the path and the query at once. */
export function refusalOf(req: FastifyRequest, call: CallDef): string | null {
  if (!req.validationError) return null;
  return (
    invalidParams(call.params, { ...(req.query as object), ...(req.params as object) }) ??
    req.validationError.message
  );
}
