/**
 * The cart's rules (spec §4 Cart, §5): pure functions from lines to lines, so the service, the
 * storage repair and the tests all share one definition of what a cart may hold.
 */
import type { CartAddItem, CartLine, CartState } from 'shared-events';

/** What names one cart line: the product and its variant (spec §4: same id and variant merge). */
export type LineKey = Pick<CartLine, 'id' | 'variant_id'>;

/** Why an add was refused; the service turns it into a catalogue message. */
export type AddRefusal = 'missing-id' | 'missing-price' | 'bad-quantity';

export type AddOutcome = { ok: true; lines: CartLine[]; line: CartLine } | { ok: false; refusal: AddRefusal };

// 5 and '5' are one product whichever page sent it; null and a missing variant are "no variant".
const keyOf = (k: LineKey) => `${String(k.id)}\u0000${k.variant_id == null ? '' : String(k.variant_id)}`;

export const sameLine = (a: LineKey, b: LineKey): boolean => keyOf(a) === keyOf(b);

export function findLine(lines: readonly CartLine[], key: LineKey): CartLine | undefined {
  return lines.find((l) => sameLine(l, key));
}

const hasId = (id: CartAddItem['id']): id is CartLine['id'] =>
  (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id.trim() !== '');

const isPrice = (price: unknown): price is number => typeof price === 'number' && Number.isFinite(price) && price >= 0;

/** Turns what a page offers into a cart line, or says why it cannot be one. */
export function toLine(item: CartAddItem): { ok: true; line: CartLine } | { ok: false; refusal: AddRefusal } {
  if (!hasId(item.id)) return { ok: false, refusal: 'missing-id' };
  if (!isPrice(item.price)) return { ok: false, refusal: 'missing-price' };
  const quantity = item.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, refusal: 'bad-quantity' };
  const line: CartLine = { ...item, id: item.id, name: item.name ?? '', price: item.price, quantity };
  // Optional fields left undefined would not survive JSON anyway; drop them so lines compare equal.
  for (const k of Object.keys(line) as (keyof CartLine)[]) if (line[k] === undefined) delete line[k];
  return { ok: true, line };
}

/**
 * Adds an item: merges with the line of the same id and variant by adding quantities, else
 * appends a new line. A merge keeps the newest name, price and image (the page that sent it saw
 * the product as it is now).
 */
export function addItem(lines: readonly CartLine[], item: CartAddItem): AddOutcome {
  const made = toLine(item);
  if (!made.ok) return made;
  const existing = findLine(lines, made.line);
  if (!existing) return { ok: true, lines: [...lines, made.line], line: made.line };
  const merged: CartLine = { ...existing, ...made.line, quantity: existing.quantity + made.line.quantity };
  return { ok: true, lines: lines.map((l) => (l === existing ? merged : l)), line: merged };
}

/** Sets a line's quantity; below 1 removes the line (spec §4). */
export function setQuantity(lines: readonly CartLine[], key: LineKey, quantity: number): CartLine[] {
  if (quantity < 1) return removeLine(lines, key);
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: Math.floor(quantity) } : l));
}

export function increase(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: l.quantity + 1 } : l));
}

/** One less, but never under 1: taking a line out is the remove button's job (spec §4). */
export function decrease(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: Math.max(1, l.quantity - 1) } : l));
}

export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

/** Subtotal in dollars, summed in integer cents so 0.1 + 0.2 stays 0.30. */
export function subtotalOf(lines: readonly CartLine[]): number {
  const cents = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
  return cents / 100;
}

/** What cart:changed carries; count is the number of cart lines (the header badge, spec §2). */
export function cartState(lines: readonly CartLine[]): CartState {
  return { lines: [...lines], count: lines.length, subtotal: subtotalOf(lines) };
}

/** Folds lines that name the same product and variant into one (a repaired store may hold both). */
export function mergeDuplicates(lines: readonly CartLine[]): CartLine[] {
  const out: CartLine[] = [];
  for (const line of lines) {
    const i = out.findIndex((l) => sameLine(l, line));
    if (i < 0) out.push(line);
    else out[i] = { ...out[i]!, quantity: out[i]!.quantity + line.quantity };
  }
  return out;
}
