import { useEffect, useRef, useState } from 'react';
import { AddressForm, AddressList, useAddressBook, type AddressListHandle } from 'address-book';
import type { Address } from 'shared-api';
import { Button, Skeleton, tokens } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../messages';
import { keptAddressId } from './keptChoice';
import { Bad, Card, CardTitle, Muted } from './styles';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.md};
`;

export const ADDRESS_STEP_ID = 'checkout-address';

interface Props {
  selected: Address | null;
  onSelect: (address: Address | null) => void;
}

/**
 * Step 1: where the order goes. A saved address is chosen from the list (the default one is
 * chosen for the shopper); a shopper with none sees the form at once, and anyone can add one here.
 */
export function AddressStep({ selected, onSelect }: Props) {
  const t = useT();
  const book = useAddressBook();
  const [adding, setAdding] = useState(false);
  const list = useRef<AddressListHandle>(null);
  const stepRef = useRef<HTMLElement>(null);
  // The address just saved here, whose radio takes the focus once the list shows it (the form and
  // its Save button are gone by then); `read`: the list has been read again since the save.
  const [focusChoice, setFocusChoice] = useState<{ id: number; read: boolean } | null>(null);
  const loaded = book.status === 'ready' || book.addresses.length > 0;

  // The address chosen before a reload, else the default, until the shopper picks another; a
  // choice already made stays (an address just added may not be in the list until it is read again).
  useEffect(() => {
    if (selected || book.addresses.length === 0) return;
    const kept = keptAddressId();
    const preferred = book.addresses.find((a) => a.id === kept) ?? book.addresses.find((a) => a.id === book.defaultId) ?? book.addresses[0]!;
    onSelect(preferred);
  }, [book.addresses, book.defaultId, selected, onSelect]);

  // The chosen address was changed elsewhere (edited in another tab): follow the fresh copy.
  useEffect(() => {
    if (!selected) return;
    const fresh = book.addresses.find((a) => a.id === selected.id);
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(selected)) onSelect(fresh);
  }, [book.addresses, selected, onSelect]);

  // Focus after React's commit: the reload brings the new address into the list; if it does not
  // (a failed reload: the list as it was, or an error), the step itself takes the focus.
  useEffect(() => {
    if (!focusChoice) return;
    if (list.current?.focus(focusChoice.id)) return setFocusChoice(null);
    if (!focusChoice.read && book.status !== 'error') return;
    stepRef.current?.focus();
    setFocusChoice(null);
  }, [focusChoice, book.addresses, book.status]);

  const noneSaved = book.status === 'ready' && book.addresses.length === 0;

  let body;
  if (book.status === 'error' && book.addresses.length === 0) {
    body = (
      <Stack role="alert">
        <Bad>{t('co:addressFailed')}</Bad>
        {book.error ? <Muted>{book.error}</Muted> : null}
        <div>
          <Button variant="secondary" onClick={() => book.reload()}>
            {t('co:tryAgain')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!loaded) {
    body = (
      <Stack aria-busy="true">
        <Muted>{t('co:addressLoading')}</Muted>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (adding || noneSaved) {
    body = (
      <Stack>
        {noneSaved ? <Muted>{t('co:noAddressHint')}</Muted> : null}
        <AddressForm
          compact
          submitLabel={t('co:saveAddress')}
          onCancel={noneSaved ? undefined : () => setAdding(false)}
          onSaved={(address: Address) => {
            setAdding(false);
            onSelect(address);
            setFocusChoice({ id: address.id, read: false });
            void book.reload().then(() => setFocusChoice((f) => (f?.id === address.id ? { ...f, read: true } : f)));
          }}
        />
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <AddressList
          ref={list}
          addresses={book.addresses}
          selectedId={selected?.id}
          onSelect={(id: number) => onSelect(book.addresses.find((a) => a.id === id) ?? null)}
        />
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('co:addNew')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Card ref={stepRef} aria-labelledby={ADDRESS_STEP_ID} id={`${ADDRESS_STEP_ID}-step`} tabIndex={-1}>
      <CardTitle id={ADDRESS_STEP_ID}>{t('co:addressStep')}</CardTitle>
      {body}
    </Card>
  );
}
