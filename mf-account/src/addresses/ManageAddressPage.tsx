import { useEffect, useRef, useState } from 'react';
import { AddressForm, AddressList, placeLine, useAddressBook, type AddressListHandle } from 'address-book';
import type { Address } from 'shared-api';
import { getBus } from 'shared-events';
import { Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import * as S from './ManageAddressPage.styles';

/** The form is open for a new address, or for one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/**
 * Where the keyboard focus goes once the list is drawn, when the button used is gone (a deleted
 * card's, a new default's Set as default, the empty state's Add): an address's card (its place
 * line; `wait`: until a reload brings it), or the top (the empty state's title, else the page's).
 */
type FocusNext = { kind: 'card'; id: number; wait?: boolean } | { kind: 'top' } | null;

/** The address after the one going, else the one before it: where the focus goes after a delete. */
function neighbourOf(addresses: Address[], id: number): Address | undefined {
  const at = addresses.findIndex((a) => a.id === id);
  return at < 0 ? undefined : (addresses[at + 1] ?? addresses[at - 1]);
}

const PinIcon = () => (
  <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

const toast = (kind: 'success' | 'error', message: string) => getBus().emit('toast:show', { kind, message });

/**
 * /manage-address (protected): the shopper's delivery addresses, to add, edit, delete (after a
 * confirmation) and make the default. The list is always the server's, fresh after each change.
 */
export function ManageAddressPage() {
  const t = useT();
  const book = useAddressBook();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(t('title'));
  const keep = useRef<HTMLButtonElement>(null);
  const list = useRef<AddressListHandle>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLSpanElement>(null);
  const [focusNext, setFocusNext] = useState<FocusNext>(null);

  // Focus after React's commit, once the dialogs are closed (a dialog gives the focus back to the
  // button that opened it when that button is still there; these are the cases where it is not).
  useEffect(() => {
    if (!focusNext || editing || deleting) return;
    if (focusNext.kind === 'card') {
      if (list.current?.focus(focusNext.id)) return setFocusNext(null);
      // A new address shows once the reload brings it; a failed reload leaves the focus to the top.
      if (focusNext.wait && book.status !== 'error') return;
    }
    (emptyRef.current ?? titleRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext, editing, deleting, book.addresses, book.status]);

  const openNew = () => {
    setProblem(null);
    setEditing({ kind: 'new' });
  };

  const onSaved = (address: Address) => {
    // Added from the empty state: its Add button is gone with it, so the focus goes to the new card.
    if (editing?.kind === 'new' && book.addresses.length === 0) setFocusNext({ kind: 'card', id: address.id, wait: true });
    setEditing(null);
    toast('success', t('saved'));
    void book.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // Read before the delete: the card after it (else before it) takes the focus, else the top.
    const next = neighbourOf(book.addresses, deleting.id);
    setBusy(true);
    setProblem(null);
    try {
      await book.remove(deleting.id);
      setFocusNext(next ? { kind: 'card', id: next.id } : { kind: 'top' });
      toast('success', t('deleted'));
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const makeDefault = async (address: Address) => {
    setProblem(null);
    try {
      await book.setDefault(address.id);
      // Its Set as default button is gone: the focus goes to its place line, which now says Default.
      setFocusNext({ kind: 'card', id: address.id });
      toast('success', t('madeDefault'));
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  const count = book.addresses.length;
  let body;
  if (book.status === 'loading') {
    body = (
      <S.Loading role="status" aria-label={t('loading')}>
        {[0, 1].map((i) => (
          <S.SkeletonCard key={i} aria-hidden="true">
            <Skeleton width="70%" height={20} />
            <Skeleton width="40%" height={16} />
            <Skeleton width="55%" height={16} />
          </S.SkeletonCard>
        ))}
      </S.Loading>
    );
  } else if (book.status === 'error') {
    body = <ErrorState title={t('loadFailed')} text={book.error ?? undefined} actionLabel={t('tryAgain')} onAction={() => void book.reload()} />;
  } else if (count === 0) {
    body = (
      <EmptyState
        icon={<PinIcon />}
        title={
          <span ref={emptyRef} tabIndex={-1}>
            {t('empty')}
          </span>
        }
        text={t('emptyHint')}
        actionLabel={t('add')}
        onAction={openNew}
      />
    );
  } else {
    body = (
      <AddressList
        ref={list}
        addresses={book.addresses}
        onEdit={(address) => {
          setProblem(null);
          setEditing({ kind: 'edit', address });
        }}
        onDelete={(address) => setDeleting(address)}
        onSetDefault={(address) => void makeDefault(address)}
      />
    );
  }

  return (
    <S.Page>
      <S.Head>
        <div>
          <S.Title ref={titleRef} tabIndex={-1}>
            {t('title')}
            {book.status === 'ready' && count > 0 && <S.Count>({t('count', { count })})</S.Count>}
          </S.Title>
          <S.Intro>{t('intro')}</S.Intro>
        </div>
        {book.status === 'ready' && count > 0 && (
          <Button onClick={openNew} icon={<S.Plus aria-hidden="true">+</S.Plus>}>
            {t('add')}
          </Button>
        )}
      </S.Head>

      {problem && (
        <S.Problem role="alert" data-testid="address-page-problem">
          {problem}
        </S.Problem>
      )}
      {body}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? t('editTitle') : t('addTitle')}
        closeOnBackdrop={false}
      >
        {editing && (
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initial={editing.kind === 'edit' ? editing.address : undefined}
            submitLabel={editing.kind === 'edit' ? t('saveEdit') : t('saveNew')}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
            compact
          />
        )}
      </Modal>

      <Modal
        open={deleting !== null}
        onClose={() => !busy && setDeleting(null)}
        title={t('deleteTitle')}
        size="sm"
        initialFocusRef={keep}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              {t('deleteCancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={busy}>
              {t('deleteConfirm')}
            </Button>
          </>
        }
      >
        <S.DialogText>{deleting ? t('deleteText', { place: placeLine(deleting) }) : null}</S.DialogText>
      </Modal>
    </S.Page>
  );
}
