import { useId } from 'react';
import styled from 'styled-components';
import type { SearchSort } from 'shared-api';
import { tokens } from 'shared-ui';
import { Select } from 'shared-ui/form';
import { useT } from './resultsTexts';
import { SORT_OPTIONS } from './query';

const { colors, spacing, font } = tokens;

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${spacing.sm};
  label {
    font-size: ${font.size.sm};
    color: ${colors.textMuted};
  }
`;
/** The shop's select, as wide as its longest sort beside the label (not the row's width). */
const SortBox = styled(Select)`
  width: auto;
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
      <SortBox id={id} value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.filter} value={o.filter}>
            {t(o.label)}
          </option>
        ))}
      </SortBox>
    </Field>
  );
}
