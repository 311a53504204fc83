import {
  bulkhead,
  isBrokenCircuitError,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import type { CallClass } from '../contract';
import { failureProtection } from './breaker';
import { timeoutError, unavailableError } from './errors';
import { CLASS_POLICIES } from './policies';

/** Runs a request under spec §9's guards: failure protection → product slots → time limit. */
export class Guards {
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();
  /** At most 3 product-path requests in flight; the rest wait in line (unbounded queue). */
  private readonly productSlots = bulkhead(3, Infinity);

  async run<T>(name: string, cls: CallClass, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const policy = CLASS_POLICIES[cls];
    // Aggressive: the caller gets 'Request timeout' on time even if the network never answers.
    const limit = timeout(policy.timeoutMs, TimeoutStrategy.Aggressive);
    const timed = () =>
      limit.execute(({ signal }) => send(signal)).catch((err: unknown) => {
        // instanceof, not cockatiel 3.2.1's isTaskCancelledError: that one tests the bulkhead's mark.
        throw err instanceof TaskCancelledError ? timeoutError() : err;
      });
    const queued = policy.productPath ? () => this.productSlots.execute(timed) : timed;
    const breaker = this.breakerFor(name, cls);
    if (!breaker) return queued();
    return breaker.execute(queued).catch((err: unknown) => {
      throw isBrokenCircuitError(err) ? unavailableError() : err;
    });
  }

  /** One failure protection per call (spec §8: 'open for that call'). */
  private breakerFor(name: string, cls: CallClass): CircuitBreakerPolicy | null {
    const rule = CLASS_POLICIES[cls].breaker;
    if (!rule) return null;
    let breaker = this.breakers.get(name);
    if (!breaker) {
      breaker = failureProtection(rule);
      this.breakers.set(name, breaker);
    }
    return breaker;
  }
}
