/** Money is integer cents inside; the wire shows dollars (numbers, at most 2 decimals). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
