import { useId } from 'react';
import styled from 'styled-components';
import type { SearchSort } from 'shared-api';
import { Button, tokens } from 'shared-ui';
import { Select } from 'shared-ui/form';
import { useT } from './resultsTexts';
import { RESULTS_PATH, SORT_OPTIONS } from './query';

const { colors, spacing, font } = tokens;

const Field = styled.form`
  display: inline-flex;
  flex-wrap: wrap; /* a 320 px phone without scripts: the button goes under the select */
  align-items: center;
  gap: ${spacing.sm};
  label {
    font-size: ${font.size.sm};
    color: ${colors.textMuted};
  }
  label,
  button {
    white-space: nowrap;
  }
`;
/** The shop's select, as wide as its longest sort beside the label (not the row's width). */
const SortBox = styled(Select)`
  width: auto;
`;

/**
 * The five sorts of spec §2 (default, 'Qiimaha Sare', 'Qiimaha Hoose', 'Faallo Badan', 'Iibka Ugu Badan').
 * A choice sorts at once, by script. Without JavaScript it is a form of the results page's own
 * address (keyword, filter: query.ts resultsQuery), sent by a button inside <noscript>: the server
 * draws the sorted results. With scripts on, the form has no button and is never sent (a select
 * does not submit a form by itself).
 */
export function SortSelect({
  keyword,
  value,
  onChange,
}: {
  keyword: string;
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Field method="get" action={RESULTS_PATH}>
      <input type="hidden" name="keyword" value={keyword} />
      <label htmlFor={id}>{t('results.sortLabel')}</label>
      <SortBox id={id} name="filter" value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.filter} value={o.filter}>
            {t(o.label)}
          </option>
        ))}
      </SortBox>
      <noscript>
        <Button type="submit" variant="secondary">
          {t('results.sortApply')}
        </Button>
      </noscript>
    </Field>
  );
}
