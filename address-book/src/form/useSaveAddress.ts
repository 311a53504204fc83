import { useEffect, useRef, useState } from 'react';
import { api, type Address } from 'shared-api';
import { addressesChangedNow } from '../book';
import { failureMessage } from '../errors';
import { useT } from '../messages';
import { paramsOf, type AddressDraft } from './rules';

/**
 * Saving the address form's draft: addressCreate for a new address, addressUpdate for one being
 * edited. On a refusal the server's message (or the form's own) is the problem, and it takes the
 * focus; the fields keep what was typed.
 */
export function useSaveAddress(initial: Address | undefined, onSaved: (address: Address) => void) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const live = useRef(true);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const save = async (draft: AddressDraft) => {
    setSaving(true);
    try {
      const params = paramsOf(draft, initial !== undefined);
      const answer = initial
        ? await api.call('addressUpdate', { id: String(initial.id), ...params })
        : await api.call('addressCreate', params);
      void addressesChangedNow();
      if (live.current) setSaving(false);
      onSaved(answer.address);
    } catch (err) {
      if (!live.current) return;
      setSaving(false);
      setProblem(failureMessage(err, t(initial ? 'updateFailed' : 'createFailed')));
      // Focus moves to the message so keyboard and screen reader users hear it; the fields keep their text.
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  };

  return { save, saving, problem, setProblem, problemRef };
}
