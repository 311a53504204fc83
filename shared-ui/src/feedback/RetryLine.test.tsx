import { fireEvent, render, screen } from '@testing-library/react';
import { tokens } from '../tokens';
import { RetryLine } from './RetryLine';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

it('says what failed in the danger colour, with no box, and its Try again button retries', () => {
  const retry = jest.fn();
  render(
    <RetryLine retryLabel="Isku day mar kale" onRetry={retry}>
      Qaybaha lama soo rari karo
    </RetryLine>,
  );
  const line = screen.getByRole('alert');
  expect(line).toHaveTextContent('Qaybaha lama soo rari karo');
  const look = getComputedStyle(line);
  expect(look.color).toBe(rgb(tokens.colors.danger));
  expect(look.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(look.paddingTop).toBe('');
  const button = screen.getByRole('button', { name: 'Isku day mar kale' });
  expect(button).toHaveAttribute('type', 'button');
  // A text button: no border, no fill.
  expect(getComputedStyle(button).borderWidth).toBe('0px');
  expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  fireEvent.click(button);
  expect(retry).toHaveBeenCalledTimes(1);
});

it('a failure the rest of the form works without is a status, not an alert', () => {
  render(
    <RetryLine role="status" retryLabel="Try again" onRetry={() => {}}>
      Places could not load
    </RetryLine>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Places could not load');
  expect(screen.queryByRole('alert')).toBeNull();
});
