/**
 * The delivery quote (spec §5 batch delivery fees, POST /api/delivery/quote): the cart's lines
 * grouped by the stock location that will ship each, at today's prices, with each location's fee —
 * exactly what an order placed now would be. Public; a saved address needs its owner's session.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context';
import { bearerToken, findSession, requireSession } from '../auth/sessions';
import { orderStudentDiscountCents } from '../student/service';
import type { ParamsOf, ResultOf, calls } from '../contract';
import { findZone, formatFee, type Address } from '../delivery/fees';
import { centsToDollars } from '../money';
import { planOrder, plannedGroupOut, type Plan } from './grouping';
import { ownAddress, planFacts } from './queries';

type QuoteData = Omit<ResultOf<(typeof calls)['deliveryQuote']>, 'status'>;

/** `discountCents`: the Student & Grad discount on the items (0 without), taken off the total. */
export const quoteOut = (plan: Plan, askedMethod: string | undefined, discountCents = 0): QuoteData => ({
  groups: plan.groups.map((g) => plannedGroupOut(g, askedMethod)),
  unavailable: plan.unavailable,
  subtotal: centsToDollars(plan.subtotalCents),
  delivery_fee: centsToDollars(plan.feeCents),
  formatted_fee: formatFee(plan.feeCents),
  student_discount: centsToDollars(discountCents),
  total: centsToDollars(plan.subtotalCents - discountCents + plan.feeCents),
  formatted_total: formatFee(plan.subtotalCents - discountCents + plan.feeCents),
});

/**
 * The quote is public, but a shopper's checkout asks it with their session: then it carries their
 * Student & Grad discount, exactly as the order will. A missing or dead token simply gets none.
 */
async function optionalUserId(auth: AuthContext, req: FastifyRequest): Promise<number | null> {
  const token = bearerToken(req);
  if (!token) return null;
  return (await findSession(auth, token))?.userId ?? null;
}

export async function deliveryQuote(auth: AuthContext, p: ParamsOf<(typeof calls)['deliveryQuote']>, req: FastifyRequest): Promise<QuoteData> {
  let place: Address = p;
  let asked = p.delivery_method;
  if (p.delivery_address_id !== undefined) {
    // A saved address is read only for its owner: no session is a 401, another's is a 404.
    const session = await requireSession(auth, req);
    const address = await ownAddress(auth.db, session.userId, p.delivery_address_id);
    place = address;
    asked = p.delivery_method ?? address.deliveryMethod;
  }
  const zone = findZone(place);
  const facts = await planFacts(auth.db, p.items.map((i) => i.product_id));
  const plan = planOrder({ wanted: p.items, ...facts, zone, askedMethod: asked });
  const userId = await optionalUserId(auth, req);
  const discount = userId === null ? 0 : await orderStudentDiscountCents(auth.db, userId, plan.subtotalCents, auth.now());
  return quoteOut(plan, asked, discount);
}
