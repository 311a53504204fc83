import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../contract';
import { BusinessError } from '../errors';

const KEY_SHAPE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** What a key that breaks the shape is told (the same for every call that takes one). */
export const KEY_INVALID = `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 visible characters (a UUID fits)`;

/**
 * The request's Idempotency-Key (placing an order, a wallet recharge), or a 400 that says what is
 * wrong with it: `missing` names the call's own attempt ("one key per checkout attempt").
 */
export function idempotencyKeyOf(req: FastifyRequest, missing: string): string {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value === undefined || value === '') throw new BusinessError(400, 'idempotency_key_required', missing);
  if (!KEY_SHAPE.test(value)) throw new BusinessError(400, 'invalid_idempotency_key', KEY_INVALID);
  return value;
}
