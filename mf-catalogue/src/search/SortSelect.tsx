import { useEffect, useId, useRef } from 'react';
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
 *
 * A choice made on the server's select before the catalogue's code has hydrated it (seconds on a
 * slow line; React has no listener yet, or drops the change while the page's part still waits for
 * its code) stays on screen, as hydration keeps the select's state: it is taken as the shopper's
 * choice once the select is hydrated, so what the select shows is what the results are sorted by.
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
  const select = useRef<HTMLSelectElement>(null);
  // The sort last asked for. React may hand on the early change right after it hydrates the select
  // (its discrete-event path) before or after the effect below has taken it: one ask, either way.
  const asked = useRef(value);
  const drawn = useRef(value);
  if (drawn.current !== value) {
    // The results now follow another sort (this choice, Back, a link): that is the one asked for.
    drawn.current = value;
    asked.current = value;
  }
  const choose = (sort: SearchSort) => {
    if (sort === asked.current) return;
    asked.current = sort;
    onChange(sort);
  };
  useEffect(() => {
    const shown = select.current?.value as SearchSort | undefined;
    if (shown) choose(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the hydrated select is first seen
  }, []);
  return (
    <Field method="get" action={RESULTS_PATH}>
      <input type="hidden" name="keyword" value={keyword} />
      <label htmlFor={id}>{t('results.sortLabel')}</label>
      <SortBox ref={select} id={id} name="filter" value={value} onChange={(e) => choose(e.target.value as SearchSort)}>
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
