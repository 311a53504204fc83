/** Page numbers from the URL (?page=N of the search results and of a category): whole numbers from 1; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
