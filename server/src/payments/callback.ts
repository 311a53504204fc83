/**
 * POST /api/payments/callback: the gateway's (or the sandbox's) answer delivered to us, late or
 * more than once. Signed with the shared secret over the raw body (signature.ts); the payment is
 * found by our reference and settled by the same function as every other path, so a repeated
 * answer changes nothing. Off (404) when PAYMENT_CALLBACK_SECRET is not set.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema-wallet';
import { settlePayment, type PaymentsContext } from './settle';
import { SIGNATURE_HEADER, validSignature } from './signature';
import { statusOutcome, type WaafiPayResponse } from './waafipay';

export const CALLBACK_PATH = '/api/payments/callback';

export async function paymentCallbackRoute(app: FastifyInstance, opts: { payments: PaymentsContext }) {
  const ctx = opts.payments;
  // This plugin's own JSON parser keeps the body as sent: the signature is over those bytes (in
  // place of the app's, http/json-body.ts, which this plugin's scope has inherited).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  app.post(CALLBACK_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const secret = ctx.settings.callbackSecret;
    if (!secret) return reply.code(404).send({ status: 'error', code: 'not_found', message: `No route for POST ${CALLBACK_PATH}` });
    const raw = typeof req.body === 'string' ? req.body : '';
    const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
    if (!validSignature(secret, raw, Array.isArray(header) ? header[0] : header)) {
      return reply.code(401).send({ status: 'error', code: 'bad_signature', message: 'The callback signature does not match' });
    }
    let body: WaafiPayResponse;
    try {
      body = JSON.parse(raw) as WaafiPayResponse;
    } catch {
      return reply.code(400).send({ status: 'error', code: 'parse_error', message: 'The body is not valid JSON' });
    }
    const reference = body.params?.referenceId;
    if (typeof reference !== 'string' || !reference) return reply.code(400).send({ status: 'error', code: 'no_reference', message: 'params.referenceId is required' });
    const [row] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.reference, reference)).limit(1);
    if (!row) return reply.code(404).send({ status: 'error', code: 'not_found', message: 'No payment with this reference' });
    // A callback carries the transaction's state, like a status answer.
    const { row: settled, changed } = await settlePayment(ctx, row.id, statusOutcome(body), 'ask');
    return { status: 'ok', payment_status: settled.status, applied: changed };
  });
}
