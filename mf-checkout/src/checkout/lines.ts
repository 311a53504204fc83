/**
 * The cart's lines as the quote and the order take them (WantedLine of the contract): ids as
 * integers, and only what the server needs to find the product and where it ships from. Prices
 * are not sent: the server prices every line itself.
 */
import type { CartLine } from 'shared-events';

export interface WantedLine {
  product_id: number;
  quantity: number;
  variant_id?: number | null;
  seller_id?: number | null;
  stock_location_id?: number | null;
}

/** 5 and '5' are one id; anything else (a name, 0, a fraction) is no id the server knows. */
function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** What the checkout sends for the cart: lines without a product id the server knows are left out. */
export function wantedLines(lines: readonly CartLine[]): WantedLine[] {
  const out: WantedLine[] = [];
  for (const line of lines) {
    const product_id = toId(line.id);
    if (product_id === null) continue;
    const wanted: WantedLine = { product_id, quantity: Math.min(999, Math.max(1, Math.floor(line.quantity))) };
    const variant = toId(line.variant_id);
    if (variant !== null) wanted.variant_id = variant;
    const seller = toId(line.seller_id);
    if (seller !== null) wanted.seller_id = seller;
    const location = toId(line.stock_location_id);
    if (location !== null) wanted.stock_location_id = location;
    out.push(wanted);
  }
  return out;
}

/** The cart line a quoted or unavailable line speaks of (for its quantity and remove buttons). */
export function cartLineOf(lines: readonly CartLine[], productId: number, variantId: number | null): CartLine | undefined {
  return lines.find((l) => toId(l.id) === productId && (toId(l.variant_id) ?? null) === variantId);
}

/**
 * A line's key in a list of lines (React's key, and where a page keeps a line's buttons): its
 * product and variant, as the cart counts a line. For the cart's lines and the quote's alike.
 */
export const lineKey = (productId: number | string, variantId: number | string | null | undefined): string => `${String(productId)}|${String(variantId ?? '')}`;
