import { render } from '@testing-library/react';
import { useElementsByKey, type ElementsByKey } from './elementsByKey';

function Buttons({ keys, expose }: { keys: string[]; expose: (byKey: ElementsByKey<string, HTMLButtonElement>) => void }) {
  const byKey = useElementsByKey<string, HTMLButtonElement>();
  expose(byKey);
  return (
    <>
      {keys.map((key) => (
        <button key={key} ref={byKey.ref(key)}>
          {key}
        </button>
      ))}
    </>
  );
}

test('finds each drawn element by its key, and forgets one React took off the page', () => {
  let byKey!: ElementsByKey<string, HTMLButtonElement>;
  const { rerender, getByRole } = render(<Buttons keys={['a', 'b', 'c']} expose={(b) => (byKey = b)} />);
  expect(byKey.get('b')).toBe(getByRole('button', { name: 'b' }));
  rerender(<Buttons keys={['a', 'c']} expose={(b) => (byKey = b)} />);
  expect(byKey.get('b')).toBeUndefined();
  expect(byKey.get('c')).toBe(getByRole('button', { name: 'c' }));
  expect(byKey.get('z')).toBeUndefined();
});

test('one object and one ref per key across renders, so React does not detach and attach every element each time', () => {
  const seen: ElementsByKey<string, HTMLButtonElement>[] = [];
  const { rerender } = render(<Buttons keys={['a']} expose={(b) => seen.push(b)} />);
  rerender(<Buttons keys={['a', 'b']} expose={(b) => seen.push(b)} />);
  expect(seen[0]).toBe(seen[1]);
  expect(seen[0]!.ref('a')).toBe(seen[1]!.ref('a'));
  expect(seen[0]!.ref('a')).not.toBe(seen[0]!.ref('b'));
});
