/**
 * One rule for the delivery quote and the order: which stock location ships each wanted line, at
 * today's price, and what each location's part costs to deliver. Pure: the quote feeds it what it
 * reads, the order what it has locked, so the two never disagree.
 */
import { EXPRESS, formatFee, placeKey, STANDARD, type Method, type Zone } from '../delivery/fees';
import { locationFee, type FreeReason } from '../delivery/location-fee';
import type { LocationStock } from '../delivery/queries';
import { shippingLocation } from '../delivery/shipping';
import { centsToDollars } from '../money';

export interface Wanted {
  product_id: number;
  quantity: number;
  variant_id?: number | null;
  stock_location_id?: number | null;
}

export interface ProductFacts {
  id: number;
  name: string;
  slug: string;
  priceCents: number;
  freeDelivery: boolean;
  isHaadExpress: boolean;
}

export interface LocationFacts {
  id: number;
  name: string;
  city: string;
  isWarehouse: boolean;
  sellerId: number | null;
  sellerName: string | null;
}

export interface StockRow {
  productId: number;
  stockLocationId: number;
  quantity: number;
}

export interface PlannedLine {
  productId: number;
  variantId: number | null;
  name: string;
  slug: string;
  priceCents: number;
  quantity: number;
}

export interface PlannedGroup {
  location: LocationFacts;
  lines: PlannedLine[];
  subtotalCents: number;
  /** Null when this location's part has no fee ('Unable to calculate fee for {location}'). */
  fee: { method: Method; cents: number; time: string; freeReason: FreeReason | null; minimumCents: number | null } | null;
  error: string | null;
}

export interface UnavailableEntry {
  product_id: number;
  variant_id: number | null;
  name: string;
  reason: 'not_found' | 'out_of_stock';
  available: number;
  message: string;
}

export interface Plan {
  groups: PlannedGroup[];
  unavailable: UnavailableEntry[];
  subtotalCents: number;
  /** Sum of the groups that have a fee (spec §9). */
  feeCents: number;
  /** How many units of each product leave each location: what the order takes from stock. */
  takes: { productId: number; stockLocationId: number; quantity: number }[];
}

export interface PlanInput {
  wanted: Wanted[];
  products: ProductFacts[];
  locations: LocationFacts[];
  stock: StockRow[];
  zone: Zone;
  /** The method asked for (any spelling); HAAD EXPRESS when missing (spec §9). */
  askedMethod?: string;
}

export const feeErrorFor = (location: { name: string }) => `Unable to calculate fee for ${location.name}`;

function unavailableMessage(name: string, reason: UnavailableEntry['reason'], available: number) {
  if (reason === 'not_found') return `${name} is no longer sold`;
  return available > 0 ? `Only ${available} left of ${name}` : `Sorry, ${name} is out of stock`;
}

/**
 * The catalogue has no variants: no table holds any, and a product's page offers none, so a line is
 * the product itself and its variant_id is null (or missing). Any other variant id names nothing the
 * shop sells, and is refused like an unknown product rather than stored on the order as if it did.
 */
export const variantNotSold = (name: string) => `This option of ${name} is no longer sold`;

/**
 * Lines of one product are counted together and ship from one location: the one the cart named
 * when it has enough for all of them, else the nearest that has enough (shipping.ts's order:
 * nearest city to the region, then the warehouse, then the oldest). A product no location has
 * enough of is unavailable; `available` is the most one location could send now, so the shopper
 * can lower the quantity to it and order.
 */
export function planOrder(input: PlanInput): Plan {
  const products = new Map(input.products.map((p) => [p.id, p]));
  const locations = new Map(input.locations.map((l) => [l.id, l]));
  const unavailable: UnavailableEntry[] = [];
  // A line with a variant is refused on its own; the product's other lines are planned as usual.
  const wanted = input.wanted.filter((w) => {
    if (w.variant_id == null) return true;
    const name = products.get(w.product_id)?.name ?? `Product ${w.product_id}`;
    unavailable.push({ product_id: w.product_id, variant_id: w.variant_id, name, reason: 'not_found', available: 0, message: variantNotSold(name) });
    return false;
  });
  const byProduct = new Map<number, Wanted[]>();
  for (const w of wanted) byProduct.set(w.product_id, [...(byProduct.get(w.product_id) ?? []), w]);

  const chosen = new Map<number, number>(); // product id → location id
  for (const [productId, lines] of byProduct) {
    const product = products.get(productId);
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    if (!product) {
      const name = `Product ${productId}`;
      unavailable.push({ product_id: productId, variant_id: lines[0]!.variant_id ?? null, name, reason: 'not_found', available: 0, message: unavailableMessage(name, 'not_found', 0) });
      continue;
    }
    const here = input.stock.filter((s) => s.productId === productId && locations.has(s.stockLocationId));
    const enough = here.filter((s) => s.quantity >= units);
    const named = lines.map((l) => l.stock_location_id).find((id) => id != null && enough.some((s) => s.stockLocationId === id));
    if (named != null) {
      chosen.set(productId, named);
      continue;
    }
    if (!enough.length) {
      const available = Math.max(0, ...here.map((s) => s.quantity));
      unavailable.push({
        product_id: productId, variant_id: lines[0]!.variant_id ?? null, name: product.name, reason: 'out_of_stock', available,
        message: unavailableMessage(product.name, 'out_of_stock', available),
      });
      continue;
    }
    const candidates: LocationStock[] = enough.map((s) => {
      const l = locations.get(s.stockLocationId)!;
      return { id: l.id, name: l.name, isWarehouse: l.isWarehouse, sellerId: l.sellerId, city: l.city, quantity: s.quantity };
    });
    chosen.set(productId, shippingLocation(candidates, input.zone.region.shipsFrom).id);
  }

  // Spec §9: any free-delivery line of the cart (of what will be bought) makes delivery free.
  const anyFreeLine = [...chosen.keys()].some((id) => products.get(id)!.freeDelivery);
  const groups = new Map<number, PlannedGroup>();
  for (const w of wanted) {
    const locationId = chosen.get(w.product_id);
    if (locationId === undefined) continue;
    const p = products.get(w.product_id)!;
    let group = groups.get(locationId);
    if (!group) {
      group = { location: locations.get(locationId)!, lines: [], subtotalCents: 0, fee: null, error: null };
      groups.set(locationId, group);
    }
    group.lines.push({ productId: p.id, variantId: w.variant_id ?? null, name: p.name, slug: p.slug, priceCents: p.priceCents, quantity: w.quantity });
    group.subtotalCents += p.priceCents * w.quantity;
  }

  const ordered = [...groups.values()].sort((a, b) => a.location.id - b.location.id);
  for (const g of ordered) {
    const fee = locationFee({
      zone: input.zone,
      locationCity: g.location.city,
      askedMethod: input.askedMethod,
      allExpress: g.lines.every((l) => products.get(l.productId)!.isHaadExpress),
      subtotalCents: g.subtotalCents,
      anyFreeLine,
    });
    if (fee.ok) g.fee = { method: fee.method, cents: fee.cents, time: fee.time, freeReason: fee.freeReason, minimumCents: fee.minimumCents };
    else g.error = feeErrorFor(g.location);
  }

  const takes = [...chosen.entries()]
    .map(([productId, stockLocationId]) => ({ productId, stockLocationId, quantity: byProduct.get(productId)!.reduce((n, l) => n + l.quantity, 0) }))
    .sort((a, b) => a.productId - b.productId || a.stockLocationId - b.stockLocationId);
  return {
    groups: ordered,
    unavailable,
    subtotalCents: ordered.reduce((n, g) => n + g.subtotalCents, 0),
    feeCents: ordered.reduce((n, g) => n + (g.fee?.cents ?? 0), 0),
    takes,
  };
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** A group as the contract's DeliveryGroup (the quote's and the order's shipments). */
export function groupOut(g: {
  location: LocationFacts;
  lines: PlannedLine[];
  subtotalCents: number;
  method: Method;
  feeCents: number | null;
  freeReason: FreeReason | null;
  minimumCents: number | null;
  time: string | null;
  error: string | null;
}) {
  return {
    stock_location: { id: g.location.id, name: g.location.name, city: g.location.city, is_warehouse: g.location.isWarehouse, seller_id: g.location.sellerId },
    seller_name: g.location.sellerName,
    lines: g.lines.map((l) => ({
      product_id: l.productId,
      variant_id: l.variantId,
      name: l.name,
      slug: l.slug,
      price: centsToDollars(l.priceCents),
      quantity: l.quantity,
      line_total: centsToDollars(l.priceCents * l.quantity),
    })),
    subtotal: centsToDollars(g.subtotalCents),
    delivery_method: g.method,
    delivery_fee: dollarsOrNull(g.feeCents),
    formatted_fee: g.feeCents === null ? null : formatFee(g.feeCents),
    free_delivery_reason: g.freeReason,
    minimum_order_value: dollarsOrNull(g.minimumCents),
    estimated_delivery_time: g.time,
    error: g.error,
  };
}

/** The method an address or a request asks for, as the contract spells it. */
export const methodName = (asked: string | undefined): Method => (placeKey(asked ?? '') === placeKey(EXPRESS) ? EXPRESS : STANDARD);

/** A planned group as the contract's DeliveryGroup. */
export const plannedGroupOut = (g: PlannedGroup, askedMethod: string | undefined) =>
  groupOut({
    location: g.location,
    lines: g.lines,
    subtotalCents: g.subtotalCents,
    method: g.fee?.method ?? methodName(askedMethod),
    feeCents: g.fee?.cents ?? null,
    freeReason: g.fee?.freeReason ?? null,
    minimumCents: g.fee?.minimumCents ?? null,
    time: g.fee?.time ?? null,
    error: g.error,
  });
