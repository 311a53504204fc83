import type { Order, OrderStatus } from 'shared-api';

type TimelineEntry = Order['timeline'][number];

/** The way an order goes when nothing goes wrong; a cancel or return leaves it. */
const FORWARD: readonly OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'];

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached it; null for a step still to come. */
  at: string | null;
  /** The cancel or return reason given with it, and any later note of the same state. */
  notes: string[];
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The timeline as the shopper reads it: every state reached, in order, with its time and reason;
 * the last one reached is the current step; then the steps still to come (none once delivered,
 * cancelled or returned; 'returned' while a return is requested). An entry repeating the state
 * before it (a note added later) joins that step instead of showing the state twice.
 */
export function timelineSteps(timeline: readonly TimelineEntry[], status: OrderStatus): TimelineStep[] {
  const steps: TimelineStep[] = [];
  for (const entry of timeline) {
    const last = steps[steps.length - 1];
    if (last && last.status === entry.status) {
      if (entry.note) last.notes.push(entry.note);
      continue;
    }
    steps.push({ status: entry.status, at: entry.at, notes: entry.note ? [entry.note] : [], state: 'done' });
  }
  // An order always has its current state, even if the server's timeline left it out.
  if (steps[steps.length - 1]?.status !== status) steps.push({ status, at: null, notes: [], state: 'done' });
  steps[steps.length - 1]!.state = 'current';

  const reached = new Set(steps.map((s) => s.status));
  const next: OrderStatus[] = FORWARD.includes(status)
    ? FORWARD.slice(FORWARD.indexOf(status) + 1)
    : status === 'return_requested'
      ? ['returned']
      : [];
  for (const upcoming of next.filter((s) => !reached.has(s))) steps.push({ status: upcoming, at: null, notes: [], state: 'upcoming' });
  return steps;
}
