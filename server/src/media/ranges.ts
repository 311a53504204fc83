/**
 * Byte ranges (RFC 9110 §14): browsers fetch video in pieces and need 206 answers to seek and, in
 * Safari, to play at all. One range per request; a list of ranges gets the whole body (allowed).
 */

export type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | null;

/** The one range a Range header asks of a body of `size` bytes; null means "send it whole". */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  // Other units, lists of ranges and bad syntax are ignored: the whole body is a valid answer.
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Infinity : Number(m[2]);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** If-Range: a range applies only to the version the client holds (strong comparison). */
export const rangeStillApplies = (ifRange: string | undefined, etag: string) => !ifRange || ifRange.trim() === etag;
