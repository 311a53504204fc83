import { CartState, explain, type CartLine } from 'shared-events';
import { addItem, cartState, decrease, increase, mergeDuplicates, removeLine, setQuantity, subtotalOf } from './rules';

const soap: CartLine = { id: 1, name: 'Saabuun', price: 2.5, quantity: 2, slug: 'saabuun' };
const dressRed: CartLine = { id: 7, name: 'Dirac', price: 20, quantity: 1, variant_id: 'red' };

function added(lines: CartLine[], item: Parameters<typeof addItem>[1]): CartLine[] {
  const out = addItem(lines, item);
  if (!out.ok) throw new Error(`refused: ${out.refusal}`);
  return out.lines;
}

describe('cart rules', () => {
  test('add merges the same id and variant by adding quantities', () => {
    const lines = added([soap, dressRed], { id: 7, name: 'Dirac', price: 20, quantity: 3, variant_id: 'red' });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ id: 7, variant_id: 'red', quantity: 4 });
  });

  test('an id sent as a number or a string names the same product', () => {
    const lines = added([soap], { id: '1', name: 'Saabuun', price: 2.5 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
  });

  test('no variant and a null variant are the same line', () => {
    const lines = added([soap], { id: 1, name: 'Saabuun', price: 2.5, variant_id: null });
    expect(lines).toHaveLength(1);
  });

  test('different variant makes a new line', () => {
    const lines = added([dressRed], { id: 7, name: 'Dirac', price: 20, variant_id: 'blue' });
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.variant_id)).toEqual(['red', 'blue']);
  });

  test('a merge keeps the newest price and name', () => {
    const lines = added([soap], { id: 1, name: 'Saabuun cusub', price: 2 });
    expect(lines[0]).toMatchObject({ name: 'Saabuun cusub', price: 2, quantity: 3, slug: 'saabuun' });
  });

  test('quantity defaults to 1', () => {
    const lines = added([], { id: 3, name: 'Shaah', price: 1.25 });
    expect(lines).toEqual([{ id: 3, name: 'Shaah', price: 1.25, quantity: 1 }]);
  });

  test('an item without id or price is rejected', () => {
    expect(addItem([], { name: 'No id', price: 1 })).toEqual({ ok: false, refusal: 'missing-id' });
    expect(addItem([], { id: '  ', price: 1 })).toEqual({ ok: false, refusal: 'missing-id' });
    expect(addItem([], { id: 1, name: 'No price' })).toEqual({ ok: false, refusal: 'missing-price' });
    expect(addItem([], { id: 1, price: -1 })).toEqual({ ok: false, refusal: 'missing-price' });
    expect(addItem([], { id: 1, price: Number.NaN })).toEqual({ ok: false, refusal: 'missing-price' });
  });

  test('a free item (price 0) is accepted', () => {
    expect(added([], { id: 9, name: 'Hadiyad', price: 0 })).toHaveLength(1);
  });

  test('an add with a quantity under 1 is rejected', () => {
    expect(addItem([], { id: 1, price: 1, quantity: 0 })).toEqual({ ok: false, refusal: 'bad-quantity' });
  });

  test('setting a quantity below 1 removes the line', () => {
    expect(setQuantity([soap, dressRed], { id: 1 }, 0)).toEqual([dressRed]);
    expect(setQuantity([soap, dressRed], { id: 7, variant_id: 'red' }, -4)).toEqual([soap]);
  });

  test('setting a quantity changes only that line', () => {
    expect(setQuantity([soap, dressRed], { id: 1 }, 5)).toEqual([{ ...soap, quantity: 5 }, dressRed]);
  });

  test('increase adds one', () => {
    expect(increase([soap], { id: 1 })[0]!.quantity).toBe(3);
  });

  test('decrease never goes under 1', () => {
    const once = decrease([soap], { id: 1 });
    expect(once[0]!.quantity).toBe(1);
    expect(decrease(once, { id: 1 })[0]!.quantity).toBe(1);
  });

  test('remove takes out only the named variant', () => {
    const blue = { ...dressRed, variant_id: 'blue' };
    expect(removeLine([dressRed, blue], { id: 7, variant_id: 'red' })).toEqual([blue]);
  });

  test('the subtotal is counted in cents without float drift', () => {
    const lines: CartLine[] = [
      { id: 1, name: 'a', price: 0.1, quantity: 1 },
      { id: 2, name: 'b', price: 0.2, quantity: 1 },
      { id: 3, name: 'c', price: 19.99, quantity: 3 },
    ];
    expect(subtotalOf(lines)).toBe(60.27);
    expect(subtotalOf([])).toBe(0);
  });

  test('count is the number of cart lines, not of items', () => {
    const state = cartState([soap, dressRed]);
    expect(state.count).toBe(2);
    expect(state.subtotal).toBe(25);
    expect(explain(CartState, state)).toBeNull();
  });

  test('duplicate lines fold into one', () => {
    expect(mergeDuplicates([soap, { ...soap, quantity: 1 }, dressRed])).toEqual([{ ...soap, quantity: 3 }, dressRed]);
  });
});
