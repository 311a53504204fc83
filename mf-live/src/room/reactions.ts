import { LIVE_REACTIONS, type LiveReaction } from 'shared-api';

/** Only the shop's reactions are shown or sent: a broadcast message can carry anything. */
export const isReaction = (value: unknown): value is LiveReaction =>
  typeof value === 'string' && (LIVE_REACTIONS as readonly string[]).includes(value);
