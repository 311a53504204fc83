import { VisuallyHidden, tokens } from 'shared-ui';
import { textAreaStyles } from 'shared-ui/form';
import styled from 'styled-components';
import { useT } from '../messages';
import { Card, Muted } from './styles';

const { colors, font, spacing } = tokens;

/** The contract's limit of the order note (orderCreate: note ≤ 500). */
export const NOTE_MAX = 500;

const Label = styled.label`
  display: block;
  margin-bottom: ${spacing.xs};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
`;
const Area = styled.textarea`
  ${textAreaStyles}
  display: block;
  min-height: 88px;
  margin-top: ${spacing.sm};
`;
const Counter = styled.p`
  margin: ${spacing.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${font.size.sm};
  text-align: right;
`;

/** Step 4: an optional note, at most NOTE_MAX characters, with a counter tied to the field. */
export function NoteStep({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const t = useT();
  return (
    <Card aria-labelledby="checkout-note-label">
      <Label id="checkout-note-label" htmlFor="checkout-note">
        {t('co:noteLabel')}
      </Label>
      <Muted id="checkout-note-hint">{t('co:noteHint')}</Muted>
      <Area
        id="checkout-note"
        value={value}
        maxLength={NOTE_MAX}
        onChange={(e) => onChange(e.target.value.slice(0, NOTE_MAX))}
        aria-describedby="checkout-note-hint checkout-note-count"
      />
      <Counter id="checkout-note-count">
        <span aria-hidden="true">{t('co:noteCount', { count: value.length, max: NOTE_MAX })}</span>
        <VisuallyHidden>{t('co:noteCountLabel', { count: value.length, max: NOTE_MAX })}</VisuallyHidden>
      </Counter>
    </Card>
  );
}
