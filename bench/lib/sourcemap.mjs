// Which source files a built chunk is made of, by generated characters, read from its source map.
// A tiny VLQ decoder instead of a dependency: only the source index of each segment is needed.
const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mapping segment ("AAAA") into its numbers. */
export function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64.get(ch);
    if (digit === undefined) throw new Error(`bad VLQ character ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * Generated text per source file (its pieces joined), so each part can be gzipped on its own. Characters before a line's first mapping, and segments
 * without a source, count as '(unmapped)'.
 * @param {string} code  the generated file
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, string>}
 */
export function textBySource(code, map) {
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const pieces = new Map();
  let line = '';
  const add = (source, n) => {
    if (n <= 0) return;
    const list = pieces.get(source) ?? [];
    list.push(line.slice(start, start + n));
    pieces.set(source, list);
  };
  let sourceIndex = 0;
  let start = 0;
  for (let l = 0; l < lines.length; l++) {
    line = lines[l] + (l < lines.length - 1 ? '\n' : '');
    const length = line.length;
    const segments = (mapLines[l] ?? '').split(',').filter(Boolean);
    let column = 0;
    let current = '(unmapped)';
    start = 0;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(current, Math.min(column, length) - start);
      start = Math.min(column, length);
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        current = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        current = '(unmapped)';
      }
    }
    add(current, length - start);
  }
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}

/**
 * A lookup from a generated position (0-based line and column) to the source file it was built
 * from: the segment at or before the column on that line, or, where that segment has no source
 * (webpack's glue, such as a module function's own header, which is where a CPU profile places
 * the module's top-level code), the next segment on the line that has one. null when neither.
 * @param {{ sources: string[], mappings: string }} map
 * @returns {(line: number, column: number) => string | null}
 */
export function sourceFinder(map) {
  const lines = [];
  let sourceIndex = 0;
  for (const text of map.mappings.split(';')) {
    const columns = [];
    const sources = [];
    let column = 0;
    for (const segment of text.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      columns.push(column);
      sources.push(fields.length >= 4 ? map.sources[sourceIndex] ?? null : null);
    }
    lines.push({ columns, sources });
  }
  return (line, column) => {
    const at = lines[line];
    if (!at || !at.columns.length) return null;
    // The last segment starting at or before the column.
    let lo = 0;
    let hi = at.columns.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (at.columns[mid] <= column) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found >= 0 && at.sources[found]) return at.sources[found];
    for (let i = found + 1; i < at.sources.length; i++) if (at.sources[i]) return at.sources[i];
    return null;
  };
}
