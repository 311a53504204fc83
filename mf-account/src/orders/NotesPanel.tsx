import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime, tokens } from 'shared-ui';
import { FieldError } from 'shared-ui/form';
import { StackList } from 'shared-ui/page';
import { getBus } from 'shared-events';
import { api, type Order } from 'shared-api';
import { useT } from './messages';
import { errorText } from './format';
import { Muted, Panel } from './Panel';

const { colors, font, spacing, radii } = tokens;

/** The contract's bound on a note. */
export const NOTE_MAX = 500;

const Notes = styled(StackList).attrs({ $gap: 'sm' })`
  li {
    display: grid;
    gap: ${spacing.xxs};
    padding: ${spacing.sm} ${spacing.md};
    border-radius: ${radii.md};
    background: ${colors.surfaceMuted};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${spacing.xs};
  label {
    font-weight: ${font.weight.semibold};
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 88px;
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing.sm};
`;

interface Props {
  order: Order;
  /** Cancelled or returned: the server takes no more notes (orders/notes.ts), so no form is offered. */
  ended?: boolean;
  onChanged: (order: Order) => void;
}

/** The checkout's note, the notes added since, and a form to add one (spec §7 .../{id}/note). */
export function NotesPanel({ order, ended = false, onChanged }: Props) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    const problem = !note
      ? t('notes.required')
      : note.length > NOTE_MAX
        ? t('notes.tooLong')
        : null;
    setError(problem);
    if (problem) return field.current?.focus();
    setSending(true);
    try {
      const answer = await api.call('orderNote', { id: String(order.id), note });
      setText('');
      onChanged(answer.order);
      getBus().emit('toast:show', { kind: 'success', message: t('notes.added') });
    } catch (err) {
      setError(errorText(err, t('notes.failed')));
    } finally {
      setSending(false);
    }
  };

  const hasNotes = Boolean(order.note) || order.notes.length > 0;
  if (ended && !hasNotes) return null;

  return (
    <Panel title={t('notes.title')}>
      {hasNotes && (
        <Notes>
          {order.note && (
            <li>
              <Muted>{t('notes.checkout')}</Muted>
              {order.note}
            </li>
          )}
          {order.notes.map((note) => (
            <li key={note.id}>
              <Muted>
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </Muted>
              {note.note}
            </li>
          ))}
        </Notes>
      )}
      {ended ? null : (
        <Form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-note`}>{t('notes.label')}</label>
          <Muted id={`${id}-hint`}>{t('notes.hint')}</Muted>
          <textarea
            ref={field}
            id={`${id}-note`}
            value={text}
            maxLength={NOTE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <FieldError id={`${id}-error`} role="alert">
              {error}
            </FieldError>
          )}
          <Foot>
            <Muted id={`${id}-count`}>{t('notes.count', { count: text.length })}</Muted>
            <Button type="submit" variant="secondary" loading={sending}>
              {t('notes.submit')}
            </Button>
          </Foot>
        </Form>
      )}
    </Panel>
  );
}
