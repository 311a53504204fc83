import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, type AdvisorSuggestion } from 'shared-api';
import { ADVISOR_FOR_WHOM, SKIN_TYPES } from 'shared-api/contract/advisor-rules';
import { Button, EmptyState, ErrorState, SearchIcon, Spinner, tokens } from 'shared-ui';
import { Field, FieldGroup, RadioCard, Select, TextArea, TextInput, useFieldErrors } from 'shared-ui/form';
import { PageHeader } from 'shared-ui/page';
import * as calls from '../calls';
import { useT } from './messages';
import { AccountFrame } from '../account/layout';
import { usePageTitle } from 'shared-ui/tab-title';
import { useFocusWhenShown } from '../account/useFocusWhenShown';
import * as S from '../wallet/styles';
import { AskAdvisor } from './AskAdvisor';
import { Suggestions } from './Suggestions';
import { needErrors, suggestParams, type NeedField, type NeedValues } from './rules';

const { colors, spacing, font } = tokens;

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; suggestions: AdvisorSuggestion[] };

const NEED_ORDER: NeedField[] = ['need', 'budget'];
const EMPTY: NeedValues = { need: '', skinType: '', budget: '', forWhom: '' };

/**
 * /advisor, Ila Tali (spec §1, §2): the shopper describes a need and gets suggestions from the
 * catalogue with their reasons; a human advisor can be asked on WhatsApp. What was typed is kept
 * through loading, errors and Try again.
 */
export function AdvisorPage() {
  const t = useT();
  usePageTitle(t('advisor.title'));
  const id = useId();
  const fid = (f: string) => `${id}-${f}`;
  const [values, setValues] = useState<NeedValues>(EMPTY);
  const { errors, showErrors, clearError, fieldRef } = useFieldErrors<NeedField>(NEED_ORDER);
  const [result, setResult] = useState<Result>({ status: 'idle' });
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const asked = useRef(0);

  const set = <K extends keyof NeedValues>(field: K, value: NeedValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'need' || field === 'budget') clearError(field);
  };

  const run = async () => {
    const mine = ++asked.current;
    setResult({ status: 'loading' });
    try {
      const answer = await api.call<typeof calls.advisorSuggest>(calls.advisorSuggest, suggestParams(values));
      if (mine !== asked.current) return;
      setResult({ status: 'ready', suggestions: answer.suggestions });
    } catch {
      if (mine === asked.current) setResult({ status: 'error' });
    }
  };

  // The answer's heading takes the focus, so a keyboard or screen reader user lands on it.
  useFocusWhenShown(resultsRef, result.status === 'ready' || result.status === 'error' ? result : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showErrors(needErrors(values))) void run();
  };

  const loading = result.status === 'loading';
  const suggestions = result.status === 'ready' ? result.suggestions : [];

  return (
    <AccountFrame>
      <PageHeader title={t('advisor.title')} intro={t('advisor.intro')} />
      <Layout>
        <FormArea>
          <form onSubmit={submit} noValidate aria-busy={loading || undefined} aria-labelledby={fid('title')}>
            <S.Card as="div">
              <h2 id={fid('title')}>{t('advisor.formTitle')}</h2>
              <Field id={fid('need')} label={t('advisor.need')} hint={t('advisor.needHint')} error={errors.need}>
                {(control) => <TextArea {...control} ref={fieldRef('need')} rows={3} value={values.need} onChange={(e) => set('need', e.target.value)} />}
              </Field>
              <FieldGroup>
                <legend>{t('advisor.skinType')}</legend>
                <Chips>
                  {(['', ...SKIN_TYPES] as const).map((type) => (
                    <RadioCard key={type || 'any'} name={fid('skin')} value={type} checked={values.skinType === type} onChange={() => set('skinType', type)} label={t(`advisor.skin:${type || 'any'}`)} />
                  ))}
                </Chips>
              </FieldGroup>
              <Pair>
                <TextInput
                  ref={fieldRef('budget')}
                  id={fid('budget')}
                  label={t('advisor.budget')}
                  inputMode="decimal"
                  placeholder="20.00"
                  value={values.budget}
                  hint={t('advisor.budgetHint')}
                  error={errors.budget}
                  onChange={(e) => set('budget', e.target.value)}
                />
                <Field id={fid('for')} label={t('advisor.forWhom')}>
                  {(control) => (
                    <Select {...control} value={values.forWhom} onChange={(e) => set('forWhom', e.target.value as NeedValues['forWhom'])}>
                      {(['', ...ADVISOR_FOR_WHOM] as const).map((who) => (
                        <option key={who || 'any'} value={who}>
                          {t(`advisor.for:${who || 'any'}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </Pair>
              <div>
                <Button type="submit" variant="primary" disabled={loading}>
                  {t('advisor.submit')}
                </Button>
              </div>
            </S.Card>
          </form>
        </FormArea>

        <Results aria-labelledby={fid('results')}>
          {/* Loading and the answer's size are said to screen readers as they change. */}
          <div role="status" aria-live="polite">
            {loading ? (
              <Loading>
                <Spinner size="md" /> {t('advisor.loading')}
              </Loading>
            ) : result.status === 'ready' && suggestions.length > 0 ? (
              <h2 id={fid('results')} ref={resultsRef} tabIndex={-1}>
                {suggestions.length === 1 ? t('advisor.resultsOne') : t('advisor.results', { count: suggestions.length })}
              </h2>
            ) : null}
          </div>
          {result.status === 'ready' && suggestions.length === 0 && (
            <EmptyState icon={<SearchIcon size={28} />} title={<span id={fid('results')} ref={resultsRef} tabIndex={-1}>{t('advisor.empty')}</span>} text={t('advisor.emptyText')} />
          )}
          {result.status === 'error' && (
            <ErrorState
              title={<span id={fid('results')} ref={resultsRef} tabIndex={-1}>{t('advisor.error')}</span>}
              text={t('advisor.errorText')}
              actionLabel={t('advisor.retry')}
              onAction={() => void run()}
            />
          )}
          {suggestions.length > 0 && <Suggestions suggestions={suggestions} />}
        </Results>

        <AskArea>
          <AskAdvisor need={values.need.trim()} suggestedIds={suggestions.map((s) => s.product.id)} />
        </AskArea>
      </Layout>
    </AccountFrame>
  );
}

/**
 * Wide: the need and the human advisor on the left, the suggestions beside them. Narrow: need,
 * suggestions, then the human advisor — the page's order, so keyboard and reading order agree.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 440px) minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas: 'form results' 'ask results';
  align-items: start;
  gap: ${spacing.lg} ${spacing.xl};
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'form' 'results' 'ask';
  }
`;
const FormArea = styled.div`
  grid-area: form;
  min-width: 0;
`;
const AskArea = styled.div`
  grid-area: ask;
  min-width: 0;
`;
/**
 * The skin types side by side where each column holds the longest name, 'Combination' (a card of
 * 157 px with its radio): at 120 px it ran out of its card on a 320 px phone. So two columns from
 * a 390 px phone up, one below.
 */
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 160px), 1fr));
  gap: ${spacing.xs};
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${spacing.md};
  align-items: start;
`;
const Results = styled.section`
  grid-area: results;
  display: grid;
  gap: ${spacing.md};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${font.size.lg};
  }
`;
const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  margin: 0;
  color: ${colors.textMuted};
`;
