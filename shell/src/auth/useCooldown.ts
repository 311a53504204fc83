import { useCallback, useEffect, useState } from 'react';
import { AUTH_LIMITS } from 'shared-api';

/** Spec §4/§9: resend and reset requests wait 60 s after a success; the page counts it down. */
export const COOLDOWN_SECONDS = AUTH_LIMITS.resendCooldownSeconds;

export function useCooldown(): { remaining: number; start: (seconds?: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number = COOLDOWN_SECONDS) => setRemaining(Math.max(0, Math.ceil(seconds))), []);
  return { remaining, start };
}
