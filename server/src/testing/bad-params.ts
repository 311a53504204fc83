/**
 * Params generated from a call's own schema (the contract's JSON Schema), for the bad-input test:
 * valid-shaped values of every field, and for every field the values that break it — just past
 * its bounds, of the wrong type, with control characters, too long, too many items, nested too
 * deep, null. A new call or field of the contract is covered without writing anything here.
 */
import fc from 'fast-check';

/** The parts of JSON Schema the contract's params use (TypeBox writes plain JSON Schema). */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
}

/** JSON text sent as is (numbers JSON.stringify cannot write, nesting it cannot reach). */
export class Raw {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** '[[[…]]]' `depth` levels deep (as text: building it as a value would be the attack itself). */
export const deepArray = (depth: number) => new Raw('['.repeat(depth) + ']'.repeat(depth));
export const deepObject = (depth: number) => new Raw('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** Texts a shop sees and texts that break naive code: all valid one-line text. */
export const INTERESTING_TEXTS = [
  "Saliid qumbe ah oo la shiiday 'organic'",
  'Muqdisho',
  'العربية',
  '🛒🇸🇴',
  'NaN',
  '-1',
  '0',
  '1e400',
  '99999999999999999999',
  ' ',
  "'; drop table products; --",
  '../../etc/passwd',
  '%00',
  '\ud800',
  'ＡＢＣ１２３',
  '0000-01-01',
  '9999-12-31T23:59:59.999999+14:00',
  '2026-02-30',
  '-infinity',
];

const CONTROL_TEXTS = ['a\u0000b', '\u0000', '\u001f', '\u007f', '\u0085', 'line\nbreak', 'tab\there', '\u001b[31mred'];

const numberish = (s: Schema) => s.type === 'integer' || s.type === 'number';

/** A value that fits `s` (for the fields around the one being broken). */
export function validArb(s: Schema): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map(validArb));
  if (s.allOf) return validArb(s.allOf[0]!);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -(2 ** 31), max: s.maximum ?? 2 ** 31 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e12, max: s.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return validText(s);
    case 'array':
      return fc.array(validArb(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object': {
      if (s.properties) {
        const model = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, validArb(v)]));
        return fc.record(model, { requiredKeys: (s.required ?? []) as never[] });
      }
      const [[, value] = ['', {}]] = Object.entries(s.patternProperties ?? {});
      return fc.dictionary(fc.string({ maxLength: 8 }), validArb(value), { maxKeys: 3 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validText(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 1000, 1000);
  const re = s.pattern ? new RegExp(s.pattern, 'u') : null;
  const fits = (t: string) => t.length >= min && t.length <= (s.maxLength ?? Infinity) && (!re || re.test(t));
  const free = fc.oneof(fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), fc.constantFrom(...INTERESTING_TEXTS)).filter(fits);
  if (!re) return free;
  // A pattern narrower than "no control characters" (digits, slugs, a few widths): generate from
  // it. Free text is not filtered down to it: for a pattern few strings match (`^(160|320)$`) that
  // filter would search for ever, so only the interesting texts that fit join in.
  const matching = fc.stringMatching(re).map((t) => t.slice(0, max)).filter(fits);
  const interesting = INTERESTING_TEXTS.filter(fits);
  return interesting.length ? fc.oneof(matching, fc.constantFrom(...interesting)) : matching;
}

/** Values that break `s` (some of them may still fit: the test asks the validator which do). */
export function badValues(s: Schema): unknown[] {
  const common: unknown[] = [null, true, [], {}, deepArray(20), deepObject(20), deepArray(100_000)];
  const kinds = s.anyOf ?? [s];
  const out = [...common];
  for (const k of kinds) {
    if (numberish(k)) {
      const min = k.minimum ?? -(2 ** 31);
      const max = k.maximum ?? 2 ** 31 - 1;
      out.push(min - 1, max + 1, min - 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, -1e20, 1e308, 1.5, -0.000001);
      out.push(new Raw('1e400'), new Raw('-1e400'), new Raw('123456789012345678901234567890'), new Raw('-0'));
      out.push('1', 'NaN', 'Infinity', '', String(max + 1));
    }
    if (k.type === 'string' || k.pattern) {
      const max = k.maxLength ?? 1000;
      out.push('x'.repeat(max + 1), 'é'.repeat(max + 1), ...CONTROL_TEXTS, 42, -1, 1e20);
      if ((k.minLength ?? 0) > 0) out.push('');
      // Texts that look like a date or a number to code that reads them so.
      out.push('2026-02-30', '0000-01-01', '99999999999999999999', '-1e400');
      if (k.pattern) out.push('', ' 1', '1 ', '١٢٣', '1e3', '-1', '0x10', '9'.repeat(12), '2147483648', 'abc def', '/', '..');
    }
    if (k.enum || 'const' in k) out.push('not-one-of-them', '', 'X'.repeat(100));
    if (k.type === 'boolean') out.push('true', 0, 1, 'yes');
    if (k.type === 'array') {
      out.push(Array.from({ length: (k.maxItems ?? 1000) + 1 }, () => null), [null], 'x', {});
    }
    if (k.type === 'object') out.push([], 'x', 42, [{}]);
  }
  return out;
}

/** Every field of an object schema with its path (nested objects by their path). */
export function fieldsOf(s: Schema, at: string[] = []): Array<{ path: string[]; schema: Schema }> {
  const out: Array<{ path: string[]; schema: Schema }> = [];
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...at, name], schema: field });
    if (field.type === 'object' && field.properties) out.push(...fieldsOf(field, [...at, name]));
  }
  return out;
}

/** One change that breaks (or may break) the params: a field set to a bad value, or the params as a whole. */
export interface Mutation {
  label: string;
  apply(params: Record<string, unknown>): unknown;
}

const setAt = (obj: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (!rest.length) return { ...obj, [head!]: value };
  const inner = obj[head!];
  return { ...obj, [head!]: setAt(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value) };
};

const short = (v: unknown) => {
  const text = v instanceof Raw ? v.text : JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 37)}… (${text.length})` : text;
};

export function mutationsOf(params: Schema): Mutation[] {
  const out: Mutation[] = [];
  for (const { path, schema } of fieldsOf(params)) {
    for (const value of badValues(schema)) {
      out.push({ label: `${path.join('.')} = ${short(value)}`, apply: (p) => setAt(p, path, value) });
    }
    if (params.required?.includes(path[0]!) && path.length === 1) {
      out.push({ label: `${path[0]} missing`, apply: ({ [path[0]!]: _, ...rest }) => rest });
    }
  }
  const whole: Array<[string, (p: Record<string, unknown>) => unknown]> = [
    ['params null', () => null],
    ['params an array', (p) => [p]],
    ['params a string', () => 'params'],
    ['params a number', () => 42],
    ['params empty', () => ({})],
    ['an extra field', (p) => ({ ...p, extra_field: 'x' })],
    ['an extra field nested 100 000 deep', (p) => ({ ...p, extra_field: deepArray(100_000) })],
    ['an extra object nested 17 deep', (p) => ({ ...p, extra_field: deepObject(17) })],
    ['a __proto__ field', (p) => ({ ...p, proto: new Raw('{"__proto__": {"polluted": true}}') })],
    ['a constructor.prototype field', (p) => ({ ...p, constructor: { prototype: { polluted: true } } })],
  ];
  for (const [label, apply] of whole) out.push({ label, apply });
  return out;
}

/** JSON text of `value`, with Raw parts written as they are. */
export function toJson(value: unknown): string {
  const raws: Raw[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]!.text);
}
