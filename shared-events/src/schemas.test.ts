import type { TSchema } from 'shared-schema';
import { disagreements } from 'shared-schema/testing';
import { events } from './events';

test("the page's checker answers as TypeBox on every bus event's payload and result", () => {
  const schemas: Record<string, TSchema> = {};
  for (const [name, def] of Object.entries(events)) {
    schemas[`${name} payload`] = def.payload as TSchema;
    if (def.result) schemas[`${name} result`] = def.result as TSchema;
  }
  expect(Object.keys(schemas).length).toBeGreaterThan(10);
  expect(disagreements(schemas)).toEqual([]);
});
