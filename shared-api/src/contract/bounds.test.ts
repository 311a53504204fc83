import Compile from 'typebox/compile';
import { calls } from './calls';
import { Id, IdDigits, INT4_MAX, Limit, Money, MONEY_MAX, MultilineText, Offset, OFFSET_MAX, Text } from './bounds';
import Type, { type TSchema } from 'typebox';

const fits = (schema: TSchema, value: unknown) => Compile(schema).Check(value);

describe('Text: one line of any language, no control characters', () => {
  const name = Text(200);

  it.each([
    "Saliid qumbe ah oo la shiiday 'organic'",
    'Cabbitaan qabow oo la yiraahdo "Shaah"',
    'Muqdisho, Soomaaliya — 2026',
    'العربية',
    '🛒 Suuq',
    '',
  ])('accepts %p', (text) => {
    expect(fits(name, text)).toBe(true);
  });

  it.each([
    ['NUL', 'Hodan\u0000Ali'],
    ['a line feed', 'Hodan\nAli'],
    ['a carriage return', 'Hodan\rAli'],
    ['a tab', 'Hodan\tAli'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'Hodan\u007f'],
    ['a C1 control', 'Hodan\u0085'],
  ])('refuses %s', (_, text) => {
    expect(fits(name, text)).toBe(false);
  });

  it('refuses more characters than its maximum, and fewer than its minimum', () => {
    expect(fits(Text(5), 'Hodan')).toBe(true);
    expect(fits(Text(5), 'Hodan!')).toBe(false);
    expect(fits(Text(5, 1), '')).toBe(false);
  });
});

describe('MultilineText: notes and comments', () => {
  it('accepts line breaks and tabs but no other control character', () => {
    const note = MultilineText(500);
    expect(fits(note, "Fadlan albaabka hore\r\nkaga tag.\tMahadsanid 'Hodan'")).toBe(true);
    expect(fits(note, 'kaga tag\u0000')).toBe(false);
    expect(fits(note, 'kaga tag\u000b')).toBe(false);
  });
});

describe('numbers fit the database columns', () => {
  it('ids are 1 to the largest int4', () => {
    expect(fits(Id, 1)).toBe(true);
    expect(fits(Id, INT4_MAX)).toBe(true);
    for (const bad of [0, -1, INT4_MAX + 1, 2 ** 53, 1.5, '1']) expect(fits(Id, bad)).toBe(false);
  });

  it('ids in a path are 1 to 9 digits', () => {
    expect(fits(IdDigits, '42')).toBe(true);
    for (const bad of ['', '9999999999', '-1', '1e3', ' 1', '١٢', 'abc']) expect(fits(IdDigits, bad)).toBe(false);
  });

  it('limits keep their default and refuse past their maximum', () => {
    const params = Type.Object({ limit: Limit(100, 20) });
    expect(fits(params, {})).toBe(true);
    expect(fits(params, { limit: 100 })).toBe(true);
    expect(fits(params, { limit: 101 })).toBe(false);
    expect(fits(params, { limit: 0 })).toBe(false);
    expect(fits(Offset, OFFSET_MAX)).toBe(true);
    expect(fits(Offset, OFFSET_MAX + 1)).toBe(false);
  });

  it('money is 0 to what int4 cents hold', () => {
    expect(fits(Money, 0)).toBe(true);
    expect(fits(Money, 12.5)).toBe(true);
    expect(fits(Money, MONEY_MAX)).toBe(true);
    expect(fits(Money, MONEY_MAX + 0.01)).toBe(false);
    expect(fits(Money, -0.01)).toBe(false);
  });
});

/** Every leaf of a params schema, with its path. */
function leaves(schema: Record<string, unknown>, at = 'params'): Array<[string, Record<string, unknown>]> {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (props) return Object.entries(props).flatMap(([k, v]) => leaves(v, `${at}.${k}`));
  const anyOf = schema.anyOf as Array<Record<string, unknown>> | undefined;
  if (anyOf) return anyOf.flatMap((v, i) => leaves(v, `${at}|${i}`));
  return [[at, schema]];
}

test('every field of every call is bounded (a new unbounded field fails here)', () => {
  const unbounded: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    for (const [path, s] of leaves(call.params as unknown as Record<string, unknown>, name)) {
      const bounded =
        'const' in s || Array.isArray(s.enum)
          ? true
          : s.type === 'string'
          ? typeof s.maxLength === 'number' && typeof s.pattern === 'string'
          : s.type === 'integer' || s.type === 'number'
            ? typeof s.maximum === 'number' && typeof s.minimum === 'number'
            : s.type === 'array'
              ? typeof s.maxItems === 'number'
              : s.type === 'object' || s.type === 'boolean' || s.type === 'null';
      if (!bounded) unbounded.push(path);
    }
  }
  expect(unbounded).toEqual([]);
});
