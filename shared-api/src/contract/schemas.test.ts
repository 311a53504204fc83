import type { TSchema } from 'shared-schema';
import { disagreements } from 'shared-schema/testing';
import { calls } from './calls';

test("the page's checker answers as TypeBox (the server's) on every call's params and result", () => {
  const schemas: Record<string, TSchema> = {};
  for (const [name, def] of Object.entries(calls)) {
    schemas[`${name} params`] = def.params as TSchema;
    if ('result' in def) schemas[`${name} result`] = def.result as TSchema;
  }
  expect(Object.keys(schemas).length).toBeGreaterThan(50);
  expect(disagreements(schemas)).toEqual([]);
});
