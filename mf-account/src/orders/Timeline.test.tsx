import { render, screen, within } from '@testing-library/react';
import { setLanguage, tokens } from 'shared-ui';
import type { Order, OrderStatus } from 'shared-api';
import { Timeline } from './Timeline';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const timelineOf = (statuses: OrderStatus[]): Order['timeline'] => statuses.map((status, i) => ({ status, at: at(i), note: null }));

/** Each step with its dot (aria-hidden, drawn only) and whether the step says it is still to come. */
function steps() {
  return within(screen.getByRole('list', { name: 'Order status' }))
    .getAllByRole('listitem')
    .map((item) => ({
      status: item.getAttribute('data-status'),
      toCome: /\(still to come\)/.test(item.textContent ?? ''),
      current: item.getAttribute('aria-current') === 'step',
      dot: item.querySelector('[aria-hidden="true"]') as HTMLElement,
    }));
}

beforeAll(() => setLanguage('en'));

describe('order timeline', () => {
  test('a delivered order: every step is reached, so every dot is filled, the last (current) one too', () => {
    render(<Timeline timeline={timelineOf(['placed', 'confirmed', 'packed', 'shipped', 'delivered'])} status="delivered" label="Order status" />);
    const all = steps();
    expect(all.map((s) => [s.status, s.toCome, s.current])).toEqual([
      ['placed', false, false],
      ['confirmed', false, false],
      ['packed', false, false],
      ['shipped', false, false],
      ['delivered', false, true],
    ]);
    for (const step of all) expect(step.dot).toHaveStyle({ backgroundColor: tokens.colors.primary });
  });

  test('on the way: the reached steps are filled, the current one with its halo; the steps to come are hollow', () => {
    render(<Timeline timeline={timelineOf(['placed', 'confirmed', 'packed'])} status="packed" label="Order status" />);
    const all = steps();
    expect(all.map((s) => [s.status, s.toCome])).toEqual([
      ['placed', false],
      ['confirmed', false],
      ['packed', false],
      ['shipped', true],
      ['delivered', true],
    ]);
    for (const step of all) expect(step.dot).toHaveStyle({ backgroundColor: step.toCome ? tokens.colors.surface : tokens.colors.primary });
    const current = all.find((s) => s.current)!;
    expect(current.status).toBe('packed');
    expect(current.dot).toHaveStyle({ boxShadow: `0 0 0 4px ${tokens.colors.primarySoft}` });
    expect(all.filter((s) => !s.current).every((s) => getComputedStyle(s.dot).boxShadow === '')).toBe(true);
  });
});
