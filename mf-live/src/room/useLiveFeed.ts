import { useEffect, useReducer } from 'react';
import type { LiveFeedEvent, LiveStream } from 'shared-api';
import { applyFeedEvent, initialFeed, parseFeedEvent, type FeedState } from './feed';
import { liveFeedUrl } from './calls';

type Action = { kind: 'event'; event: LiveFeedEvent } | { kind: 'reset'; stream: LiveStream };

const reduce = (feed: FeedState, action: Action): FeedState =>
  action.kind === 'reset' ? initialFeed(action.stream) : applyFeedEvent(feed, action.event);

/** How long to wait before opening the feed again after the browser gave up on it. */
export const FEED_RETRY_MS = 5000;

/**
 * The stream's feed while the room is open: pins, viewers, state and (replay) chat. An EventSource
 * reconnects by itself after a dropped connection; when the server answered with an error the
 * browser closes it for good, so the room opens a new one a little later. Each snapshot replaces
 * what the room had.
 */
export function useLiveFeed(stream: LiveStream): FeedState {
  const [feed, dispatch] = useReducer(reduce, stream, initialFeed);

  useEffect(() => {
    dispatch({ kind: 'reset', stream });
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(liveFeedUrl(stream.id));
      source.onmessage = (message: MessageEvent) => {
        const event = parseFeedEvent(message.data);
        if (event) dispatch({ kind: 'event', event });
        else console.warn('[suuq] live feed: an event not in the contract was dropped');
      };
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, FEED_RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [stream]);

  return feed;
}
