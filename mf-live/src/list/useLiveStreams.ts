import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type LiveStream } from 'shared-api';
import { usePreloaded } from 'shared-federation';
import * as calls from './calls';

/** How often the list asks again while it is on screen: viewer counts move, streams start and end. */
export const LIST_REFRESH_MS = 30_000;

/**
 * The list's load key: liveStreams takes no params (pages.json firstCall `{}`), so there is one
 * answer for everyone. The render entry preloads it under `dataKey('liveStreams', LIST_KEY)`.
 */
export const LIST_KEY = '';

export type LiveList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; live: LiveStream[]; upcoming: LiveStream[] };

/**
 * The streams live now and coming up (liveStreams), with a quiet refresh while the list is on
 * screen. When the page was handed its first answer (server rendering, hydration) it starts with
 * it and does not ask again until the next refresh.
 */
export function useLiveStreams(): { list: LiveList; retry: () => void } {
  const preloaded = usePreloaded(calls.liveStreams.name, LIST_KEY);
  const [list, setList] = useState<LiveList>(() => {
    if (preloaded && 'value' in preloaded) {
      const answer = preloaded.value as { live: LiveStream[]; upcoming: LiveStream[] };
      return { status: 'ready', live: answer.live, upcoming: answer.upcoming };
    }
    return { status: 'loading' };
  });
  // The first run with a preloaded answer keeps it; a retry asks.
  const given = useRef(list.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let current = true;
    api.call(calls.liveStreams, {}, { fresh: attempt > 0 }).then(
      (answer) => current && setList({ status: 'ready', live: answer.live, upcoming: answer.upcoming }),
      () => current && setList({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // A quiet refresh while the list is on screen (and as it comes back into view): no skeleton,
  // and one that fails keeps what is shown.
  useEffect(() => {
    let current = true;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      api.call(calls.liveStreams, {}, { fresh: true }).then(
        (answer) => current && setList((shown) => (shown.status === 'ready' ? { status: 'ready', live: answer.live, upcoming: answer.upcoming } : shown)),
        () => undefined,
      );
    };
    const timer = setInterval(refresh, LIST_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);

  return { list, retry };
}
