/** Money is integer cents inside; the wire shows dollars (numbers, at most 2 decimals). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** How the shop writes an amount of cents: '$2.50', '$1,250.00' (fees, balances, recharges, refunds). */
export const formatCents = (cents: number): string => dollars.format(Math.round(cents) / 100);
