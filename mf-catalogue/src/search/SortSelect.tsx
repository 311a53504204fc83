import { useId } from 'react';
import styled from 'styled-components';
import type { SearchSort } from 'shared-api';
import { tokens } from 'shared-ui';
import { useT } from './resultsTexts';
import { SORT_OPTIONS } from './query';

const { colors, spacing, radii, font } = tokens;

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.sm};
  label {
    font-size: ${font.size.sm};
    color: ${colors.textMuted};
  }
  select {
    min-height: 44px;
    padding: 0 ${spacing.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
  }
`;

/** The five sorts of spec §2 (default, 'Qiimaha Sare', 'Qiimaha Hoose', 'Faallo Badan', 'Iibka Ugu Badan'). */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{t('results.sortLabel')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.filter} value={o.filter}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </Field>
  );
}
