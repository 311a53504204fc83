import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from 'shared-api';
import { takesMobileMoney } from 'shared-api/contract/wallet-rules';
import { getBus, useBusState } from 'shared-events';
import { ErrorState, formatPrice, Spinner } from 'shared-ui';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { usePageTitle } from 'shared-ui/tab-title';
import { RechargeForm } from './RechargeForm';
import { Transactions, type ListState } from './Transactions';
import { useRecharge, type Timing } from './useRecharge';
import * as S from './styles';
import { AccountSubpage } from './Subpage';

export const PAGE_SIZE = 20;

/** mobileMoney: whether the shop takes mobile money now (an older API does not say: yes). */
type Balance = { status: 'loading' } | { status: 'error' } | { status: 'ready'; formatted: string; pending: number; mobileMoney: boolean };

/** /account/wallet: the balance, Recharge by mobile money, and the wallet's transactions. */
export function WalletPage({ timing }: { timing?: Timing } = {}) {
  const t = useT();
  const ordersT = useOrdersT();
  const session = useBusState('session:changed');
  usePageTitle(t('wallet.title'));
  const [balance, setBalance] = useState<Balance>({ status: 'loading' });
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const loadBalance = useCallback(() => {
    api.call('walletBalance', {}).then(
      (a) => live.current && setBalance({ status: 'ready', formatted: a.formatted_balance, pending: a.pending_recharges, mobileMoney: takesMobileMoney(a) }),
      () => live.current && setBalance({ status: 'error' }),
    );
  }, []);
  const loadList = useCallback(() => {
    setList((l) => (l.status === 'ready' ? l : { status: 'loading' }));
    api.call('walletTransactions', { limit: PAGE_SIZE, offset: 0 }).then(
      (a) => live.current && setList({ status: 'ready', entries: a.transactions, total: a.total, open: a.open_recharges, loadingMore: false, moreFailed: false }),
      () => live.current && setList({ status: 'error' }),
    );
  }, []);
  const loadMore = () => {
    if (list.status !== 'ready') return;
    setList({ ...list, loadingMore: true, moreFailed: false });
    api.call('walletTransactions', { limit: PAGE_SIZE, offset: list.entries.length }).then(
      (a) =>
        live.current &&
        setList((l) => (l.status === 'ready' ? { ...l, entries: [...l.entries, ...a.transactions], total: a.total, loadingMore: false } : l)),
      () => live.current && setList((l) => (l.status === 'ready' ? { ...l, loadingMore: false, moreFailed: true } : l)),
    );
  };

  useEffect(() => {
    loadBalance();
    loadList();
  }, [loadBalance, loadList]);

  const { state, submit } = useRecharge((newBalance) => {
    getBus().emit('toast:show', { kind: 'success', message: t('recharge.toast', { balance: formatPrice(newBalance) }) });
    setBalance((b) => ({ status: 'ready', formatted: formatPrice(newBalance), pending: b.status === 'ready' ? Math.max(0, b.pending - 1) : 0, mobileMoney: b.status !== 'ready' || b.mobileMoney }));
    loadList();
  }, timing);

  // A declined or timed-out recharge shows among the open ones.
  useEffect(() => {
    if (state.phase === 'declined' || state.phase === 'timedOut') {
      loadList();
      loadBalance();
    }
  }, [state.phase, loadList, loadBalance]);

  return (
    <AccountSubpage title={t('wallet.title')} intro={t('wallet.intro')}>
      <S.Columns>
        <S.Stack>
          <S.Card aria-labelledby="wallet-balance">
            <h2 id="wallet-balance">{t('wallet.balance')}</h2>
            {balance.status === 'loading' && <Spinner label={t('wallet.loading')} />}
            {balance.status === 'error' && <ErrorState title={t('wallet.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={loadBalance} />}
            {balance.status === 'ready' && (
              <>
                <S.Big data-testid="wallet-balance">{balance.formatted}</S.Big>
                {balance.pending > 0 && <S.Muted>{t('wallet.pendingCount', { count: balance.pending })}</S.Muted>}
              </>
            )}
          </S.Card>
          <S.Card aria-labelledby="wallet-recharge">
            <h2 id="wallet-recharge">{t('recharge.title')}</h2>
            {/* A shop without a payment gateway would fail the recharge at once: it says so instead
                (a recharge already under way keeps its form, which follows it to the end). */}
            {balance.status === 'ready' && !balance.mobileMoney && state.phase === 'idle' ? (
              <S.Muted role="note">{t('recharge.unavailable')}</S.Muted>
            ) : (
              <RechargeForm state={state} accountPhone={session?.user?.phone} onSubmit={(body) => void submit(body)} />
            )}
          </S.Card>
        </S.Stack>
        <Transactions state={list} onRetry={loadList} onMore={loadMore} />
      </S.Columns>
    </AccountSubpage>
  );
}
