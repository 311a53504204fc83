import type { OrderStatus } from 'shared-api';
import { timelineSteps } from './timelineSteps';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('timelineSteps', () => {
  test('a placed order: placed is current, the way to delivery is still to come', () => {
    const steps = timelineSteps([{ status: 'placed', at: at(1), note: null }], 'placed');
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'current'],
      ['confirmed', 'upcoming'],
      ['packed', 'upcoming'],
      ['shipped', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[0]!.at).toBe(at(1));
    expect(steps[1]!.at).toBeNull();
  });

  test('a cancelled order keeps the states it reached, the reason, and nothing to come', () => {
    const steps = timelineSteps(
      [
        { status: 'placed', at: at(1), note: null },
        { status: 'confirmed', at: at(2), note: null },
        { status: 'cancelled', at: at(3), note: 'I changed my mind' },
      ],
      'cancelled',
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'current'],
    ]);
    expect(steps[2]!.notes).toEqual(['I changed my mind']);
  });

  test('a requested return has returned still to come', () => {
    const steps = timelineSteps(
      (['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'return_requested'] as OrderStatus[]).map((status, i) => ({
        status,
        at: at(i),
        note: status === 'return_requested' ? 'Broken' : null,
      })),
      'return_requested',
    );
    expect(steps.slice(-2).map((s) => [s.status, s.state])).toEqual([
      ['return_requested', 'current'],
      ['returned', 'upcoming'],
    ]);
  });

  test('an entry repeating the state before it joins that step instead of showing it twice', () => {
    const steps = timelineSteps(
      [
        { status: 'placed', at: at(1), note: null },
        { status: 'placed', at: at(5), note: 'Call me first' },
      ],
      'placed',
    );
    expect(steps.filter((s) => s.status === 'placed')).toHaveLength(1);
    expect(steps[0]!.notes).toEqual(['Call me first']);
  });

  test('the current state shows even when the timeline has not recorded it yet', () => {
    const steps = timelineSteps([{ status: 'placed', at: at(1), note: null }], 'confirmed');
    expect(steps.slice(0, 2).map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'current'],
    ]);
  });
});
