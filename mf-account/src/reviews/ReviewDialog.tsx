import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, StarIcon, tokens } from 'shared-ui';
import { Modal } from 'shared-ui/modal';
import { api, REVIEW_COMMENT_MAX, REVIEW_RATING_MAX, type Calls, type ResultOf } from 'shared-api';
import * as calls from '../calls';
import { useT } from './messages';
import { errorText } from '../orders/format';
import { DialogForm, FieldError, Group, Hint, ServerError, TextBox } from '../dialogs/formParts';

const { colors, font, spacing, radii } = tokens;

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/** The five stars as radios: each a 44 px target, the chosen one and those before it filled. */
const StarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.xxs};
`;
const Star = styled.label<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.md};
  color: ${({ $on }) => ($on ? colors.star : colors.borderStrong)};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
  }
`;
const Comment = styled(TextBox)`
  min-height: 110px;
`;
const Field = styled.div`
  display: grid;
  gap: ${spacing.xs};
  label {
    font-weight: ${font.weight.semibold};
  }
`;

export type Submitted = ResultOf<Calls['reviewSubmit']>;

interface Props {
  orderId: number;
  productId: number;
  productName: string;
  onClose: () => void;
  onDone: (answer: Submitted) => void;
}

/** Rate one product of a delivered order (1–5 stars as a radio group) with an optional comment. */
export function ReviewDialog({ orderId, productId, productName, onClose, onDone }: Props) {
  const t = useT();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const ids = { form: `${id}-form`, ratingError: `${id}-rating-error`, comment: `${id}-comment`, hint: `${id}-hint` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setRatingError(t('reviews.ratingRequired'));
      firstStar.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const text = comment.trim();
      onDone(await api.call(calls.reviewSubmit, { order_id: orderId, product_id: productId, rating, ...(text ? { comment: text } : {}) }));
    } catch (err) {
      setFailure(errorText(err, t('reviews.submitFailed')));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={sending ? () => undefined : onClose}
      title={t('reviews.dialogTitle', { name: productName })}
      initialFocusRef={firstStar}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" form={ids.form} loading={sending}>
            {t('reviews.submit')}
          </Button>
        </>
      }
    >
      <DialogForm id={ids.form} onSubmit={submit} noValidate>
        <Group aria-describedby={ratingError ? ids.ratingError : undefined}>
          <legend>{t('reviews.ratingLegend')}</legend>
          <StarRow>
            {STARS.map((n) => (
              <Star key={n} $on={n <= rating}>
                <input
                  ref={n === 1 ? firstStar : undefined}
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  aria-label={t('reviews.star', { count: n })}
                  aria-invalid={ratingError ? true : undefined}
                  onChange={() => {
                    setRating(n);
                    setRatingError(null);
                  }}
                />
                <StarIcon size={30} />
              </Star>
            ))}
          </StarRow>
          {ratingError && <FieldError id={ids.ratingError}>{ratingError}</FieldError>}
        </Group>
        <Field>
          <label htmlFor={ids.comment}>{t('reviews.commentLabel')}</label>
          <Comment
            id={ids.comment}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            aria-describedby={ids.hint}
            onChange={(e) => setComment(e.target.value)}
          />
          <Hint id={ids.hint}>{t('reviews.commentHint', { max: REVIEW_COMMENT_MAX, left: REVIEW_COMMENT_MAX - comment.length })}</Hint>
        </Field>
        {failure && <ServerError role="alert">{failure}</ServerError>}
      </DialogForm>
    </Modal>
  );
}
