import { emptyDraft } from './draft';
import { forgetDraft, intoEmptyFields, keepDraft, keptDraft } from './keptDraft';

const draft = { name: 'Hodan', contact: 'hodan@example.so', topic: 'order' as const, orderId: '43', message: 'Can I change the address?' };

beforeEach(() => sessionStorage.clear());

describe('the contact form draft kept for the tab', () => {
  test("a shopper's draft comes back to that shopper only; a guest's to anyone on the tab", () => {
    keepDraft('5', draft);
    expect(keptDraft('5')).toEqual(draft);
    expect(keptDraft('6')).toBeNull();
    expect(keptDraft('')).toBeNull();
    keepDraft('', draft);
    expect(keptDraft('')).toEqual(draft);
    expect(keptDraft('6')).toEqual(draft);
  });

  test('a draft with nothing written, or one sent, is not kept', () => {
    keepDraft('', draft);
    keepDraft('', { ...emptyDraft(), message: '   ' });
    expect(sessionStorage.length).toBe(0);
    keepDraft('', draft);
    forgetDraft();
    expect(keptDraft('')).toBeNull();
  });

  test('a broken or tampered value reads as no draft, or loses only its wrong fields', () => {
    for (const raw of ['{not json', 'null', '"text"', '{"owner":""}', '{"owner":"","draft":3}']) {
      sessionStorage.setItem('suuq.support.draft', raw);
      expect(keptDraft('')).toBeNull();
    }
    sessionStorage.setItem('suuq.support.draft', JSON.stringify({ owner: '', draft: { name: 7, contact: 'a@b.so', topic: 'bribe', orderId: '4; drop', message: 'x'.repeat(5000) } }));
    expect(keptDraft('')).toEqual({ name: '', contact: 'a@b.so', topic: '', orderId: '', message: 'x'.repeat(4000) });
  });

  test('brought back only into empty fields', () => {
    expect(intoEmptyFields({ ...emptyDraft(), message: 'typed now' }, draft)).toEqual({ ...draft, message: 'typed now' });
  });
});
