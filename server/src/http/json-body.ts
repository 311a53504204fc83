import type { FastifyInstance } from 'fastify';

/** The code of a body refused for a key that could reach Object's prototype. */
export const FORBIDDEN_KEY = 'SUUQ_FORBIDDEN_JSON_KEY';

export const FORBIDDEN_KEY_MESSAGE = 'Invalid Request: the body has a key named "__proto__", or "constructor" holding "prototype", which is not accepted';

/**
 * Fastify's JSON parser, with one answer told apart. It refuses a body with a `__proto__` key or
 * a `constructor.prototype` (so that no body can reach Object's prototype), and it refuses it as
 * it refuses broken JSON: a client that sent valid JSON was told it was not. The same parser and
 * settings (refused, not stripped: a stripped key would lose the client's input unsaid); only the
 * refusal of a body that is JSON says why.
 */
export function jsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs string: the body is a string.
    const text = body as string;
    parse(req, text, (err, value) => {
      if ((err as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(text)) {
        done(Object.assign(new Error(FORBIDDEN_KEY_MESSAGE), { code: FORBIDDEN_KEY, statusCode: 400 }), undefined);
        return;
      }
      done(err, value);
    });
  });
}

/** Whether `text` is JSON (JSON.parse makes `__proto__` an own key: it changes no prototype). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
