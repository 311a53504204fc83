import { circuitBreaker, CircuitState, handleWhen, type CircuitBreakerPolicy, type IBreaker } from 'cockatiel';
import { isServiceFailure } from './errors';
import type { BreakerRule } from './policies';

/**
 * Opens after `threshold` failures; a success lowers the count by one instead of clearing it,
 * so a call that fails more often than it succeeds still trips the protection (the original
 * client's behaviour). A successful trial call after the open period closes it with a clean count.
 */
export class ForgivingBreaker implements IBreaker {
  state = 0;
  constructor(private readonly threshold: number) {}

  success(state: CircuitState): void {
    this.state = state === CircuitState.HalfOpen ? 0 : Math.max(0, this.state - 1);
  }

  failure(): boolean {
    this.state += 1;
    return this.state >= this.threshold;
  }
}

/** Failure protection for one call; only service failures count (a 404 or a 400 does not). */
export const failureProtection = (rule: BreakerRule): CircuitBreakerPolicy =>
  circuitBreaker(handleWhen(isServiceFailure), {
    halfOpenAfter: rule.resetMs,
    breaker: new ForgivingBreaker(rule.threshold),
  });
