// Customer service's side of the API contract: mf-account sends supportMessage by its definition
// (a live shell whose client table predates the call still sends it), so the definition must be
// the contract's, and what the form sends must fit the contract's params.
// The checker production pages use on the contract's schemas (shared-events' lite one).
import { Value } from 'shared-schema/value';
import { calls as contract } from 'shared-api/contract';
import { callsByName, contractsUnderTest } from '../../../../scripts/contract/check';
import * as calls from '../../calls';
import type { Schema as LiteSchema } from 'shared-schema';
import { paramsOf, problemsOf, type Draft } from './draft';

test("the definitions it sends are the contract's: route, class and schemas; only the shopper's copy sends the token", () => {
  const { name, ...visitor } = calls.supportMessage;
  expect(name).toBe('supportMessage');
  expect(visitor).toEqual(contract.supportMessage);
  expect(visitor.auth).toBe(false);
  expect({ ...calls.supportMessageAsShopper, auth: false }).toEqual(calls.supportMessage);
  expect(calls.supportMessageAsShopper.auth).toBe(true);
});

test.each(contractsUnderTest().map((c) => [c.label, c.snapshot] as const))(
  'against the %s contract: sent by definition, never by a name the shell table must know',
  (_label, snapshot) => {
    expect(callsByName('mf-account').has('supportMessage')).toBe(false);
    // Where the shell's table has the call, it is on the same route.
    const known = snapshot.calls.supportMessage;
    if (known) expect(known).toEqual({ http: 'POST', path: '/api/support/messages', class: 'default', auth: false });
  },
);

const paramsSchema = contract.supportMessage.params as unknown as LiteSchema;

test('every draft the form accepts gives params the contract accepts', () => {
  const drafts: Draft[] = [
    { name: ' Hodan ', contact: '+252 61 234 5678', topic: 'delivery', orderId: '', message: 'My parcel has not arrived.' },
    { name: 'Hodan', contact: 'HODAN@example.so', topic: 'order', orderId: '42', message: 'Can I change the address?\nThanks' },
    { name: 'Xasan', contact: 'x@y.so', topic: 'other', orderId: '', message: '  ten chars!  ' },
  ];
  for (const d of drafts) {
    expect(problemsOf(d)).toEqual({});
    const params = paramsOf(d, d.topic as 'order');
    expect([params, Value.Check(paramsSchema, params)]).toEqual([params, true]);
  }
  // The checker does refuse what the contract refuses (so the test above can fail).
  expect(Value.Check(paramsSchema, { ...paramsOf(drafts[0]!, 'delivery'), order_id: '42' })).toBe(false);
  expect(Value.Check(paramsSchema, { ...paramsOf(drafts[0]!, 'delivery'), topic: 'complaint' })).toBe(false);
});
