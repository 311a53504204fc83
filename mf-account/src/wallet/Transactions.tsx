import { Link } from 'shared-router';
import { Button, EmptyState, ErrorState, formatDateTime, formatPrice, Spinner } from 'shared-ui';
import { MOBILE_MONEY_NAMES, type Recharge, type WalletEntry } from 'shared-api';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { rechargeDetail, useReasonInline } from './RechargeWords';
import * as S from './styles';

/** The detail beside a recharge not credited (' · …', or nothing), in the page's words; a decline's reason quoted as the gateway's. */
function OpenDetail({ recharge }: { recharge: Recharge }) {
  const detail = rechargeDetail(recharge, useT(), useReasonInline());
  return detail ? <> · {detail}</> : null;
}

/** A signed amount as the list shows it: '+$20.00', '−$14.50'. */
export function signed(amount: number): { text: string; sign: 'plus' | 'minus' | 'none' } {
  if (amount > 0) return { text: `+${formatPrice(amount)}`, sign: 'plus' };
  if (amount < 0) return { text: `−${formatPrice(-amount)}`, sign: 'minus' };
  return { text: formatPrice(0), sign: 'none' };
}

export type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; entries: WalletEntry[]; total: number; open: Recharge[]; loadingMore: boolean; moreFailed: boolean };

interface Props {
  state: ListState;
  onRetry: () => void;
  onMore: () => void;
}

/** The ledger, newest first, and apart from it the recharges that did not credit the wallet. */
export function Transactions({ state, onRetry, onMore }: Props) {
  const t = useT();
  const ordersT = useOrdersT();
  return (
    <S.Card aria-labelledby="wallet-tx">
      <h2 id="wallet-tx">{t('tx.title')}</h2>
      {state.status === 'loading' && <Spinner label={t('wallet.loading')} />}
      {state.status === 'error' && <ErrorState title={t('tx.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={onRetry} />}
      {state.status === 'ready' && (
        <>
          {state.open.length > 0 && (
            <section aria-labelledby="wallet-open">
              <S.Muted as="h3" id="wallet-open">
                {t('tx.open')}
              </S.Muted>
              <S.List>
                {state.open.map((r) => (
                  <S.Entry key={`r${r.id}`}>
                    <span>
                      <strong>{t('kind:recharge')}</strong> · {MOBILE_MONEY_NAMES[r.provider]} {r.phone}
                    </span>
                    <S.Amount $sign="none">{r.formatted_amount}</S.Amount>
                    <S.Small>
                      {t(`rechargeStatus:${r.payment_status}`)} · {formatDateTime(r.created_at)}
                      <OpenDetail recharge={r} />
                    </S.Small>
                  </S.Entry>
                ))}
              </S.List>
            </section>
          )}
          {state.entries.length === 0 ? (
            <EmptyState title={t('tx.empty')} text={t('tx.emptyText')} />
          ) : (
            <S.List aria-label={t('tx.title')}>
              {state.entries.map((e) => {
                const amount = signed(e.amount);
                return (
                  <S.Entry key={e.id}>
                    <span>
                      <strong>{t(`kind:${e.kind}`)}</strong>
                      {e.order_id && e.order_number ? (
                        <>
                          {' · '}
                          <Link to={`/account/orders/${e.order_id}`}>{t('tx.order', { number: e.order_number })}</Link>
                        </>
                      ) : e.description ? (
                        ` · ${e.description}`
                      ) : null}
                    </span>
                    <S.Amount $sign={amount.sign}>{amount.text}</S.Amount>
                    <S.Small>
                      {formatDateTime(e.at)} · {t('tx.balanceAfter', { balance: formatPrice(e.balance_after) })}
                    </S.Small>
                  </S.Entry>
                );
              })}
            </S.List>
          )}
          {state.entries.length > 0 && <S.Muted>{t('tx.shown', { shown: state.entries.length, total: state.total })}</S.Muted>}
          {state.moreFailed && <S.FieldError role="alert">{t('tx.failed')}</S.FieldError>}
          {state.entries.length < state.total && (
            <div>
              <Button variant="secondary" loading={state.loadingMore} onClick={onMore}>
                {t('tx.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </S.Card>
  );
}
