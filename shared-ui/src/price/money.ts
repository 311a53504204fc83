// Prices are always US dollars written the en-US way ('$1,234.50'), whatever the page's language,
// so they are put together from whole cents here rather than with Intl.NumberFormat: the first
// Intl formatter a page builds loads the browser's locale data, 40–60 ms of the shell's start on a
// phone at 4x CPU (measured in Chromium), for a form that never changes. money.test.ts holds this
// to Intl.NumberFormat's own output for any amount.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Whole cents, so float noise (0.1 + 0.2) never shows; -0 and non-numbers become 0. */
function toCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * 100 + (value >= 0 ? 1e-7 : -1e-7)) || 0;
}

/** Dollars with 2 decimals and en-US separators: 1234.5 → '$1,234.50', 0 → '$0.00'. */
export function formatPrice(value: number): string {
  const cents = toCents(value);
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${String(whole).replace(THOUSANDS, ',')}.${rest}`;
}

/**
 * Whole percent off the old price, or null when there is no real discount (spec §5: shown only
 * when the old price exceeds the price). A discount that rounds to 0% is no discount to show.
 */
export function percentOff(price: number, oldPrice: number | null | undefined): number | null {
  if (oldPrice == null || !Number.isFinite(price) || !Number.isFinite(oldPrice)) return null;
  if (price < 0 || oldPrice <= price) return null;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent >= 1 ? percent : null;
}
