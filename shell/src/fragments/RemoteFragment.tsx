import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';
import { withShellTimeouts } from '../federation/parcelTimeouts';
import { loadRemoteModule, type RemoteName } from '../federation/remotes';

type Phase = 'loading' | 'ready' | 'failed';
type Props = Record<string, unknown>;

export interface RemoteFragmentProps {
  remote: RemoteName;
  /** The exposed module, without './' (`search-box` for `mf_catalogue/search-box`). */
  module: string;
  /** Passed to the parcel; functions may change between renders without remounting it. */
  props?: Props;
  /** Shown while the fragment loads, and when it could not be loaded unless `failed` says otherwise. */
  fallback: ReactNode;
  /**
   * Shown instead of the fallback when the fragment could not be loaded (offline, its remote down),
   * where a loading look would wait forever: `retry` loads it again. Coming back online retries too.
   */
  failed?: (retry: () => void) => ReactNode;
  /** Layout of the host element (the fragment renders inside it). */
  className?: string;
  load?: (remote: RemoteName, module: string) => Promise<LifeCycles>;
  /**
   * Wait for this before loading (e.g. pageSettled): a fragment whose fallback serves well enough
   * for the first moments stays out of the page's first load.
   */
  loadAfter?: () => Promise<void>;
}

const FOCUSABLE = 'input, select, textarea, button, a[href]';

interface FieldState {
  value: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** The fallback's first text field, if the shopper typed into it. */
function fieldState(fallback: HTMLElement | null): FieldState | null {
  const input = fallback?.querySelector<HTMLElement>(FOCUSABLE);
  if (!(input instanceof HTMLInputElement) || !input.value) return null;
  return {
    value: input.value,
    start: input.selectionStart,
    end: input.selectionEnd,
    direction: input.selectionDirection,
  };
}

/**
 * Gives the fragment's field the words typed into the fallback. The fragment owns its field's
 * state (a React input, maybe another framework's), so the value goes in as the browser would
 * put it there: set on the element and announced by an 'input' event, which its onChange hears.
 */
function takeOverField(target: HTMLInputElement, field: FieldState) {
  if (target.value === field.value) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setValue) setValue.call(target, field.value);
  else target.value = field.value;
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

function restoreSelection(target: HTMLInputElement, field: FieldState) {
  if (field.start === null || field.end === null) return;
  try {
    target.setSelectionRange(field.start, field.end, field.direction ?? undefined);
  } catch {
    /* a field type without a caret (e.g. email in some browsers) */
  }
}

/** Fragments already reported as unavailable: one log line per page, not one per render. */
const reported = new Set<string>();

/** The props with every function replaced by a stable caller of the latest one. */
function stableCallbacks(latest: { current: Props }, props: Props): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props)) {
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => (latest.current[key] as (...a: unknown[]) => unknown)?.(...args)
        : value;
  }
  return out;
}

/** Non-function props, compared by value, so a re-render with equal props does not update the parcel. */
const dataKey = (props: Props) =>
  JSON.stringify(Object.entries(props).filter(([, v]) => typeof v !== 'function'));

/**
 * A small piece of a remote placed inside the shell's layout (the header's search box, the mobile
 * categories panel): the remote exposes single-spa parcel lifecycles, loaded through module
 * federation and mounted with mountRootParcel. Until it is mounted, and when the remote is down,
 * the fallback (or what `failed` draws) stands in its place, so the layout never has a hole. When
 * it takes over, the words typed into the fallback's field, the caret and the focus move into the
 * fragment's field in the same task, so no key press is lost in the swap.
 */
export function RemoteFragment({
  remote,
  module,
  props = {},
  fallback,
  failed,
  className,
  load = loadRemoteModule,
  loadAfter,
}: RemoteFragmentProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  /** The props' data the parcel last got. */
  const sentKey = useRef('');
  const fallbackRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [phase, setPhase] = useState<Phase>('loading');
  /** Counts the tries: Try again, or the browser back online, loads the fragment once more. */
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  const key = dataKey(props);

  useEffect(() => {
    let gone = false;
    let parcel: Parcel | null = null;
    setPhase('loading');
    // Never fetched when the fragment left before its time came.
    const loading = loadAfter
      ? loadAfter().then(() => (gone ? new Promise<never>(() => {}) : load(remote, module)))
      : load(remote, module);
    loading
      .then((lifecycles) => {
        if (gone || !host.current) return undefined;
        sentKey.current = dataKey(latest.current);
        parcel = mountRootParcel(withShellTimeouts(lifecycles), {
          domElement: host.current,
          ...stableCallbacks(latest, latest.current),
        });
        parcelRef.current = parcel;
        return parcel.mountPromise.then(() => {
          if (gone) return;
          // Read the fallback and swap in one synchronous step: no key press can land between
          // the last look at the fallback's field and the fragment's field taking over.
          const focused = !!fallbackRef.current?.contains(document.activeElement);
          const field = fieldState(fallbackRef.current);
          flushSync(() => setPhase('ready'));
          // After React's commit, not inside it: the fragment's own React handles the input
          // event at once (inside a commit it would put its old value back and move the caret).
          const target = host.current?.querySelector<HTMLElement>(FOCUSABLE);
          // Focus first: the fragment then hears the words as the shopper's own typing.
          if (focused) target?.focus();
          if (field && target instanceof HTMLInputElement) {
            takeOverField(target, field);
            if (focused) restoreSelection(target, field);
          }
        });
      })
      .catch((err: unknown) => {
        const name = `${remote}/${module}`;
        if (!reported.has(name))
          console.error(`[suuq] ${name} unavailable; using the shell's fallback`, err);
        reported.add(name);
        if (!gone) setPhase('failed');
      });
    return () => {
      gone = true;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, module, load, loadAfter, round]);

  useEffect(() => {
    if (phase !== 'failed') return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [phase, retry]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (
      phase === 'ready' &&
      key !== sentKey.current &&
      parcel?.update &&
      parcel.getStatus() === 'MOUNTED'
    ) {
      sentKey.current = key;
      // single-spa hands update() only these props: the element goes along again.
      void parcel.update({ domElement: host.current, ...stableCallbacks(latest, latest.current) });
    }
    // `key` stands for the props' data: update when it changes.
  }, [key, phase]);

  return (
    <>
      {phase !== 'ready' && (
        <div ref={fallbackRef} style={{ display: 'contents' }}>
          {phase === 'failed' && failed ? failed(retry) : fallback}
        </div>
      )}
      <div
        ref={host}
        className={className}
        data-fragment-host={`${remote}/${module}`}
        style={phase === 'ready' ? undefined : { display: 'none' }}
      />
    </>
  );
}
