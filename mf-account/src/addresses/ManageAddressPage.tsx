import { useRef, useState } from 'react';
import { AddressForm, AddressList, placeLine, useAddressBook } from 'address-book';
import type { Address } from 'shared-api';
import { getBus } from 'shared-events';
import { Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { usePageTitle } from 'shared-ui/tab-title';
import { useT } from './messages';
import * as S from './ManageAddressPage.styles';

/** The form is open for a new address, or for one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

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

  const openNew = () => {
    setProblem(null);
    setEditing({ kind: 'new' });
  };

  const onSaved = () => {
    setEditing(null);
    toast('success', t('saved'));
    void book.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setProblem(null);
    try {
      await book.remove(deleting.id);
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
    body = <EmptyState icon={<PinIcon />} title={t('empty')} text={t('emptyHint')} actionLabel={t('add')} onAction={openNew} />;
  } else {
    body = (
      <AddressList
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
          <S.Title>
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
