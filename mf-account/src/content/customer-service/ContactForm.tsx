import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'shared-router';
import { BRAND, Button, tokens, useHydrated, useLanguage } from 'shared-ui';
import { api, isApiError, type SupportTopic } from 'shared-api';
import { getBus, useBusState } from 'shared-events';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS, supportReplyAddress } from 'shared-api/contract/support-rules';
import * as calls from '../../calls';
import { dayOf } from '../../student/dayOf';
import * as S from '../../wallet/styles';
import { emptyDraft, FIELDS, paramsOf, problemsOf, type Draft, type Field, type Problem } from './draft';
import { forgetDraft, intoEmptyFields, keepDraft, keptDraft, type DraftOwner } from './keptDraft';
import { useT } from './messages';
import { Sent, type SentAnswer } from './Sent';
import { useOwnOrders } from './useOwnOrders';

const Form = styled.form`
  display: grid;
  gap: ${tokens.spacing.md};
`;

type Phase = { kind: 'editing' | 'sending' } | { kind: 'failed'; text: Problem | 'failed' | 'limited' | 'orderNotYours' } | { kind: 'sent'; answer: SentAnswer };

/** A server refusal as the form says it: a field's own problem, or the form's. */
function refusalOf(err: unknown): { field?: Field; problem?: Problem; form?: 'failed' | 'limited' | 'orderNotYours' } {
  if (!isApiError(err)) return { form: 'failed' };
  if (err.code === 'rate_limited') return { form: 'limited' };
  if (err.code === 'not_found') return { form: 'orderNotYours' };
  if (err.code === 'contact') return { field: 'contact', problem: 'contactInvalid' };
  if (err.code === 'message') return { field: 'message', problem: 'messageShort' };
  if (err.code === 'name') return { field: 'name', problem: 'nameRequired' };
  return { form: 'failed' };
}

/**
 * The contact form of Customer Service: name, where to reply, topic, one of the shopper's orders
 * (with a session), the message. Checked here as the server checks it; what was typed stays
 * through a failure; the confirmation with its reference is announced (role=status) and focused.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const session = useBusState('session:changed');
  const loggedIn = Boolean(session?.loggedIn);
  const user = session?.user ?? null;
  const owner: DraftOwner = user ? String(user.id) : '';
  const fid = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const orders = useOwnOrders(loggedIn);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [focusNext, setFocusNext] = useState<Field | 'sent' | null>(null);
  // Until the scripts have taken the server's form, Send stays off: sent by the browser alone, the
  // form would only reload the page and lose what was typed (its message goes through the API).
  const hydrated = useHydrated();

  // What was typed into the server's form before hydration: React keeps a hydrated field's text on
  // screen but starts its state empty, and its next render would wipe the text. Taken into the
  // draft once, as the hydrated fields are first seen (before the session fills empty ones).
  useEffect(() => {
    const typed: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) {
      const value = (fields.current[f] as HTMLInputElement | null)?.value;
      if (value) typed[f] = value;
    }
    // The topic is one of the select's own options, so what it holds is a topic.
    if (!Object.keys(typed).length) return;
    setDraft((d) => ({ ...d, ...(typed as Partial<Draft>) }));
    // Kept as a guest's: the page's first render (the server's) is the logged-out one.
    keepDraft('', { ...emptyDraft(), ...(typed as Partial<Draft>) });
  }, []);

  // A draft kept on this tab (keptDraft.ts: the session ran out on Send) comes back into the empty
  // fields: a guest's at once, a shopper's once the session says it is theirs.
  useEffect(() => {
    const kept = keptDraft(owner);
    if (kept) setDraft((d) => intoEmptyFields(d, kept));
  }, [owner]);

  // The session's name and e-mail fill empty fields once known (never over what was typed).
  useEffect(() => {
    if (!user) return;
    const reply = user.email ?? (user.phone && supportReplyAddress(user.phone) ? user.phone : '');
    setDraft((d) => ({ ...d, name: d.name || user.name, contact: d.contact || reply }));
  }, [user]);
  // Focus after React's commit, when the element it goes to is on the screen.
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'sent' ? sentRef.current : fields.current[focusNext])?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // Each change is kept at once as the writing shopper's (keptDraft.ts), not on a later render:
  // a logout must not hand the draft on as a guest's.
  const edit = (field: keyof Draft) => (e: { target: { value: string } }) => {
    const next = { ...draft, [field]: e.target.value };
    setDraft(next);
    keepDraft(owner, next);
    if (field in problems) setProblems((p) => ({ ...p, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (phase.kind === 'sending') return;
    const found = problemsOf(draft);
    setProblems(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) return setFocusNext(first);
    setPhase({ kind: 'sending' });
    try {
      const params = paramsOf(draft, draft.topic as SupportTopic);
      const answer = await api.call(loggedIn ? calls.supportMessageAsShopper : calls.supportMessage, params);
      forgetDraft();
      setPhase({ kind: 'sent', answer: { ...answer, contact: params.contact } });
      setFocusNext('sent');
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal.field && refusal.problem) {
        setProblems({ [refusal.field]: refusal.problem });
        setPhase({ kind: 'editing' });
        setFocusNext(refusal.field);
      } else {
        setPhase({ kind: 'failed', text: refusal.form ?? 'failed' });
      }
    }
  }

  const busy = phase.kind === 'sending';
  const problemText = (f: Field) => {
    const p = problems[f];
    return p ? t(p, { min: SUPPORT_MESSAGE_MIN }) : '';
  };
  const describedBy = (f: Field, hint?: string) => [hint, problems[f] ? `${fid}-${f}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = (f: Field, hint?: string) => ({
    id: `${fid}-${f}`,
    ref: (el: HTMLElement | null) => void (fields.current[f] = el),
    'aria-invalid': problems[f] ? true : undefined,
    'aria-describedby': describedBy(f, hint),
  });
  const errorOf = (f: Field): ReactNode => (problems[f] ? <S.FieldError id={`${fid}-${f}-error`}>{problemText(f)}</S.FieldError> : null);

  return (
    <S.Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('formTitle')}</h2>
      <div role="status">{phase.kind === 'sent' && <Sent answer={phase.answer} headingRef={sentRef} />}</div>
      {phase.kind === 'sent' ? (
        <div>
          <Button type="button" variant="ghost" onClick={() => { setDraft((d) => ({ ...d, orderId: '', message: '' })); setPhase({ kind: 'editing' }); }}>
            {t('sendAnother')}
          </Button>
        </div>
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={headingId} aria-busy={busy || undefined}>
          <S.Muted>{t('formIntro')}</S.Muted>
          <S.Fieldset disabled={busy}>
            <S.Label htmlFor={`${fid}-name`}>{t('name')}</S.Label>
            <S.Input {...control('name')} autoComplete="name" maxLength={80} value={draft.name} onChange={edit('name')} />
            {errorOf('name')}
          </S.Fieldset>
          <S.Fieldset disabled={busy}>
            <S.Label htmlFor={`${fid}-contact`}>{t('contact')}</S.Label>
            <S.Input {...control('contact', `${fid}-contact-hint`)} autoComplete="email" maxLength={254} value={draft.contact} onChange={edit('contact')} />
            <S.Muted id={`${fid}-contact-hint`}>{t('contactHint')}</S.Muted>
            {errorOf('contact')}
          </S.Fieldset>
          <S.Fieldset disabled={busy}>
            <S.Label htmlFor={`${fid}-topic`}>{t('topic')}</S.Label>
            <S.Select {...control('topic')} value={draft.topic} onChange={edit('topic')}>
              <option value="">{t('topicChoose')}</option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>{t(`topic:${topic}`)}</option>
              ))}
            </S.Select>
            {errorOf('topic')}
          </S.Fieldset>
          <S.Fieldset disabled={busy}>
            {orders.status === 'off' ? (
              <S.Muted>
                {t('orderLogin')}{' '}
                <Button type="button" variant="ghost" size="sm" onClick={() => getBus().emit('auth:required', { returnTo: pathname })}>
                  {t('login')}
                </Button>
              </S.Muted>
            ) : (
              <>
                <S.Label htmlFor={`${fid}-order`}>{t('order')}</S.Label>
                <S.Select id={`${fid}-order`} value={draft.orderId} onChange={edit('orderId')} disabled={orders.status !== 'ready'} aria-describedby={orders.status === 'ready' ? undefined : `${fid}-order-note`}>
                  <option value="">{t('orderNone')}</option>
                  {orders.status === 'ready' &&
                    orders.orders.map((o) => (
                      <option key={o.id} value={String(o.id)}>
                        {t('orderOption', { number: o.order_number, date: dayOf(o.created_at, language), total: o.formatted_total })}
                      </option>
                    ))}
                </S.Select>
                {orders.status !== 'ready' && <S.Muted id={`${fid}-order-note`}>{orders.status === 'loading' ? t('ordersLoading') : t('ordersFailed')}</S.Muted>}
              </>
            )}
          </S.Fieldset>
          <S.Fieldset disabled={busy}>
            <S.Label htmlFor={`${fid}-message`}>{t('message')}</S.Label>
            <S.TextArea {...control('message')} rows={6} maxLength={SUPPORT_MESSAGE_MAX} value={draft.message} onChange={edit('message')} />
            <S.Muted aria-hidden="true">{t('messageCount', { count: draft.message.length, max: SUPPORT_MESSAGE_MAX })}</S.Muted>
            {errorOf('message')}
          </S.Fieldset>
          {phase.kind === 'failed' && (
            <S.Box $tone="danger" role="alert">
              <p>{t(phase.text)}</p>
              <S.Quick>
                <Button type="submit" size="sm">{t('tryAgain')}</Button>
                <a href={BRAND.social.whatsapp} target="_blank" rel="noopener noreferrer">{t('whatsappAction')}</a>
              </S.Quick>
            </S.Box>
          )}
          {phase.kind !== 'failed' && (
            <div>
              <Button type="submit" disabled={busy || !hydrated}>{busy ? t('sending') : t('send')}</Button>
            </div>
          )}
          {/* Read only by a browser that runs no scripts: React leaves a noscript's content to the server's HTML. */}
          <noscript>
            <S.Muted>{t('needsJavaScript')}</S.Muted>
          </noscript>
        </Form>
      )}
    </S.Card>
  );
}
