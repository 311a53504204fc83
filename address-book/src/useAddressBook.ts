import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type Address } from 'shared-api';
import { addressesChangedNow, loadAddresses, type AddressBookAnswer } from './book';
import { failureMessage } from './errors';
import { t } from './messages';

export type AddressBookStatus = 'loading' | 'ready' | 'error';

export interface AddressBook {
  addresses: Address[];
  defaultId: number | null;
  status: AddressBookStatus;
  /** Why the list could not be loaded, in the shopper's words; null otherwise. */
  error: string | null;
  /** Load the list again (after an error, or after the page saved an address). */
  reload(): Promise<void>;
  /** Deletes the address; rejects with an Error whose message can be shown as is. */
  remove(id: number): Promise<void>;
  /** Makes the address the default; rejects with an Error whose message can be shown as is. */
  setDefault(id: number): Promise<void>;
}

/**
 * The shopper's saved addresses, loaded on mount and fresh after every change. A change is
 * announced on the bus (addresses:changed) so the shell's stored user keeps `has_addresses`.
 * Stays on the last good list while a reload runs ('loading' only until the first answer).
 */
export function useAddressBook(): AddressBook {
  const [answer, setAnswer] = useState<AddressBookAnswer | null>(null);
  const [status, setStatus] = useState<AddressBookStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const take = useCallback((next: AddressBookAnswer) => {
    if (!live.current) return;
    setAnswer(next);
    setStatus('ready');
    setError(null);
  }, []);

  const reload = useCallback(async () => {
    setStatus((s) => (s === 'error' ? 'loading' : s));
    try {
      take(await loadAddresses());
    } catch (err) {
      if (!live.current) return;
      setStatus('error');
      setError(failureMessage(err, t('loadFailed')));
    }
  }, [take]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** After a change: the fresh list (announced), or a plain reload if that failed. */
  const refresh = useCallback(async () => {
    const next = await addressesChangedNow();
    if (next) take(next);
    else await reload();
  }, [take, reload]);

  const remove = useCallback(
    async (id: number) => {
      try {
        await api.call('addressDelete', { id: String(id) });
      } catch (err) {
        throw new Error(failureMessage(err, t('deleteFailed')));
      }
      await refresh();
    },
    [refresh],
  );

  const setDefault = useCallback(
    async (id: number) => {
      try {
        await api.call('addressUpdate', { id: String(id), is_default: true });
      } catch (err) {
        throw new Error(failureMessage(err, t('setDefaultFailed')));
      }
      await refresh();
    },
    [refresh],
  );

  return {
    addresses: answer?.addresses ?? [],
    defaultId: answer?.defaultId ?? null,
    status,
    error,
    reload,
    remove,
    setDefault,
  };
}
