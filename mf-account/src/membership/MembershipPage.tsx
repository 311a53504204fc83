import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'shared-router';
import { api, POINTS_PER_DOLLAR_CREDIT, POINTS_REDEEM_MIN } from 'shared-api';
import { getBus } from 'shared-events';
import { Button, EmptyState, ErrorState, formatDateTime, formatPrice, Spinner } from 'shared-ui';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { useT as useWalletT } from '../wallet/messages';
import { usePageTitle } from 'shared-ui/tab-title';
import { errorText } from '../orders/format';
import * as S from '../wallet/styles';
import { AccountSubpage } from '../wallet/Subpage';
import { parseRedeem, redeemable } from './redeem';

const PAGE_SIZE = 20;

type Points = { status: 'loading' } | { status: 'error' } | { status: 'ready'; points: number; formattedValue: string };
type Entry = { id: number; kind: 'earned' | 'redeemed' | 'reversed'; points: number; balance_after: number; description: string; order_id: number | null; order_number: string | null; at: string };
type History = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: Entry[]; total: number; loadingMore: boolean };

/** /account/membership: points, their worth, how they come and go, Redeem, and their history. */
export function MembershipPage() {
  const t = useT();
  const ordersT = useOrdersT();
  const walletT = useWalletT();
  const id = useId();
  usePageTitle(t('points.title'));
  const [points, setPoints] = useState<Points>({ status: 'loading' });
  const [history, setHistory] = useState<History>({ status: 'loading' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const loadPoints = useCallback(() => {
    api.call('membershipPoints', {}).then(
      (a) => live.current && setPoints({ status: 'ready', points: a.points, formattedValue: a.formatted_value }),
      () => live.current && setPoints({ status: 'error' }),
    );
  }, []);
  const loadHistory = useCallback(() => {
    api.call('membershipTransactions', { limit: PAGE_SIZE, offset: 0 }).then(
      (a) => live.current && setHistory({ status: 'ready', entries: a.transactions, total: a.total, loadingMore: false }),
      () => live.current && setHistory({ status: 'error' }),
    );
  }, []);
  const loadMore = () => {
    if (history.status !== 'ready') return;
    setHistory({ ...history, loadingMore: true });
    api.call('membershipTransactions', { limit: PAGE_SIZE, offset: history.entries.length }).then(
      (a) => live.current && setHistory((h) => (h.status === 'ready' ? { ...h, entries: [...h.entries, ...a.transactions], total: a.total, loadingMore: false } : h)),
      () => live.current && setHistory((h) => (h.status === 'ready' ? { ...h, loadingMore: false } : h)),
    );
  };
  useEffect(() => {
    loadPoints();
    loadHistory();
  }, [loadPoints, loadHistory]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const have = points.status === 'ready' ? points.points : 0;
  const tooFew = have < POINTS_REDEEM_MIN;
  const ids = { input: `${id}-points`, hint: `${id}-hint`, error: `${id}-error`, why: `${id}-why` };

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || tooFew) return;
    const n = parseRedeem(text, have);
    if (n === null) {
      setError(t('points.redeemInvalid', { points: have }));
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    setDone(null);
    try {
      const a = await api.call('membershipRedeem', { points: n });
      if (!live.current) return;
      const message = t('points.redeemed', { points: n, value: formatPrice(a.credited) });
      setDone(message);
      getBus().emit('toast:show', { kind: 'success', message });
      setText('');
      setPoints({ status: 'ready', points: a.points, formattedValue: formatPrice(redeemable(a.points) / POINTS_PER_DOLLAR_CREDIT) });
      loadHistory();
    } catch (err) {
      if (live.current) setError(errorText(err, t('points.redeemFailed')));
    } finally {
      if (live.current) setSending(false);
    }
  };

  return (
    <AccountSubpage title={t('points.title')} intro={t('points.intro')}>
      <S.Columns>
        <S.Stack>
          <S.Card aria-labelledby="points-balance">
            <h2 id="points-balance">{t('points.balance')}</h2>
            {points.status === 'loading' && <Spinner label={t('points.loading')} />}
            {points.status === 'error' && <ErrorState title={t('points.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={loadPoints} />}
            {points.status === 'ready' && (
              <>
                <S.Big data-testid="points-balance">{t('points.unit', { points: points.points })}</S.Big>
                <S.Muted>{t('points.value', { value: points.formattedValue })}</S.Muted>
              </>
            )}
            <h3>{t('points.earnTitle')}</h3>
            <S.Muted>{t('points.earn')}</S.Muted>
          </S.Card>
          <S.Card aria-labelledby="points-redeem">
            <h2 id="points-redeem">{t('points.redeemTitle')}</h2>
            <S.Muted>{t('points.redeemRule')}</S.Muted>
            <form onSubmit={(e) => void redeem(e)} noValidate>
              <S.Stack>
                <S.Fieldset disabled={sending}>
                  <S.Label htmlFor={ids.input}>{t('points.redeemLabel')}</S.Label>
                  <S.Input
                    ref={inputRef}
                    id={ids.input}
                    inputMode="numeric"
                    value={text}
                    disabled={tooFew}
                    placeholder={tooFew ? undefined : String(redeemable(have))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[ids.hint, error ? ids.error : '', tooFew ? ids.why : ''].filter(Boolean).join(' ')}
                    onChange={(e) => {
                      setText(e.target.value);
                      setError(null);
                    }}
                  />
                  <S.Muted id={ids.hint}>{t('points.redeemHint')}</S.Muted>
                  {error && (
                    <S.FieldError id={ids.error} role="alert">
                      {error}
                    </S.FieldError>
                  )}
                  {points.status === 'ready' && tooFew && <S.Muted id={ids.why}>{t('points.redeemTooFew')}</S.Muted>}
                </S.Fieldset>
                <Button type="submit" loading={sending} disabled={tooFew} aria-describedby={tooFew ? ids.why : undefined}>
                  {t('points.redeemSubmit')}
                </Button>
                <div role="status" aria-live="polite">
                  {done && (
                    <S.Box $tone="success" as="p" ref={doneRef} tabIndex={-1}>
                      {done}
                    </S.Box>
                  )}
                </div>
              </S.Stack>
            </form>
          </S.Card>
        </S.Stack>
        <S.Card aria-labelledby="points-history">
          <h2 id="points-history">{t('points.history')}</h2>
          {history.status === 'loading' && <Spinner label={t('points.loading')} />}
          {history.status === 'error' && <ErrorState title={t('points.failed')} actionLabel={ordersT('orders.tryAgain')} onAction={loadHistory} />}
          {history.status === 'ready' &&
            (history.entries.length === 0 ? (
              <EmptyState title={t('points.empty')} text={t('points.emptyText')} />
            ) : (
              <>
                <S.List>
                  {history.entries.map((e) => (
                    <S.Entry key={e.id}>
                      <span>
                        <strong>{t(`pointsKind:${e.kind}`)}</strong>
                        {e.order_id && e.order_number ? (
                          <>
                            {' · '}
                            <Link to={`/account/orders/${e.order_id}`}>{walletT('tx.order', { number: e.order_number })}</Link>
                          </>
                        ) : e.description ? (
                          ` · ${e.description}`
                        ) : null}
                      </span>
                      <S.Amount $sign={e.points > 0 ? 'plus' : e.points < 0 ? 'minus' : 'none'}>{e.points > 0 ? `+${e.points}` : e.points < 0 ? `−${-e.points}` : '0'}</S.Amount>
                      <S.Small>{formatDateTime(e.at)}</S.Small>
                    </S.Entry>
                  ))}
                </S.List>
                <S.Muted>{walletT('tx.shown', { shown: history.entries.length, total: history.total })}</S.Muted>
                {history.entries.length < history.total && (
                  <div>
                    <Button variant="secondary" loading={history.loadingMore} onClick={loadMore}>
                      {walletT('tx.loadMore')}
                    </Button>
                  </div>
                )}
              </>
            ))}
        </S.Card>
      </S.Columns>
    </AccountSubpage>
  );
}
