/** Whole stars 0..5 (spec §5: rating rounded and clamped); anything not a number is 0. */
export function clampRating(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value)));
}
