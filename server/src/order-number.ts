/**
 * What the shopper reads and types in order tracking: SQ- and a number made from the order's id.
 * Here, below every domain, because orders, wallet, payments and notifications all print it and
 * none of them may import another just for that (server/README.md, Layers).
 */
export const ORDER_NUMBER_BASE = 100_000;
export const orderNumber = (id: number) => `SQ-${ORDER_NUMBER_BASE + id}`;
