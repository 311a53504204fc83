import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError } from 'shared-api';
import { getBus, useBusState } from 'shared-events';
import { t } from '../messages';
import * as calls from './calls';

/**
 * The reminder a logged-out shopper asked for, kept while the shell's login popup is open (module
 * state: the page may be drawn again on the way back from the login); set once they are in.
 */
let wanted: { id: number; title: string } | null = null;

/** For tests: forget a reminder still waiting for a login. */
export function forgetWantedReminder() {
  wanted = null;
}

const toast = (kind: 'success' | 'error' | 'info', message: string) => getBus().emit('toast:show', { kind, message });
const errorText = (err: unknown) => (isApiError(err) && err.kind === 'business' && err.message ? err.message : t('list.reminderFailed'));

export interface Reminders {
  /** The upcoming streams the shopper asked to hear about (empty when logged out). */
  isSet: (id: number) => boolean;
  /** The streams whose reminder is being changed now. */
  isBusy: (id: number) => boolean;
  /** Sets or clears the reminder; logged out, asks the shell for the login popup first. */
  toggle: (stream: { id: number; title: string }) => void;
}

/**
 * Reminders of upcoming streams (liveReminders, liveReminderSet). Logged out, a tap asks for the
 * login the way the catalogue's wishlist heart does (`auth:required` with the way back here and a
 * toast saying why), and the reminder is set as soon as the session arrives.
 */
export function useReminders(returnTo: string): Reminders {
  const session = useBusState('session:changed');
  const loggedIn = Boolean(session?.loggedIn);
  const [set, setSet] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mark = useCallback((id: number, on: boolean, setter: typeof setSet) => {
    if (!mounted.current) return;
    setter((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const change = useCallback(
    async (stream: { id: number; title: string }, on: boolean) => {
      mark(stream.id, true, setBusy);
      try {
        const answer = await api.call(calls.liveReminderSet, { id: String(stream.id), on });
        mark(stream.id, answer.reminder_set, setSet);
        toast('success', answer.reminder_set ? t('list.reminderOn', { title: stream.title }) : t('list.reminderOff'));
      } catch (err) {
        toast('error', errorText(err));
      } finally {
        mark(stream.id, false, setBusy);
      }
    },
    [mark],
  );

  // The shopper's reminders, once logged in; and the one asked for before the login.
  useEffect(() => {
    if (!loggedIn) {
      setSet(new Set());
      return;
    }
    let live = true;
    api.call(calls.liveReminders, {}).then(
      (answer) => {
        if (!live) return;
        setSet(new Set(answer.stream_ids));
        const pending = wanted;
        wanted = null;
        if (pending && !answer.stream_ids.includes(pending.id)) void change(pending, true);
      },
      // Without the list the buttons still work; each tap answers with the server's state.
      () => {
        const pending = wanted;
        wanted = null;
        if (live && pending) void change(pending, true);
      },
    );
    return () => {
      live = false;
    };
  }, [loggedIn, change]);

  const toggle = useCallback(
    (stream: { id: number; title: string }) => {
      if (!loggedIn) {
        wanted = { id: stream.id, title: stream.title };
        getBus().emit('auth:required', { returnTo });
        toast('info', t('list.loginForReminder'));
        return;
      }
      void change(stream, !set.has(stream.id));
    },
    [loggedIn, set, change, returnTo],
  );

  return { isSet: (id) => set.has(id), isBusy: (id) => busy.has(id), toggle };
}
