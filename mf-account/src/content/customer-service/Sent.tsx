import type { Ref } from 'react';
import type { ResultOf } from 'shared-api';
import type { supportMessage } from 'shared-api/contract/support';
import * as S from '../../wallet/styles';
import { useT } from './messages';

export type SentAnswer = Pick<ResultOf<typeof supportMessage>, 'reference' | 'reply_by' | 'order_number'> & { contact: string };

/** The confirmation: the reference to quote, where the reply comes, the order it is about. */
export function Sent({ answer, headingRef }: { answer: SentAnswer; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <S.Box $tone="success" data-testid="support-sent">
      <h3 ref={headingRef} tabIndex={-1} style={{ margin: 0 }}>{t('sentTitle')}</h3>
      <p>
        <strong>{t('sentReference', { reference: answer.reference })}</strong>
      </p>
      <p>{t(`sentReply:${answer.reply_by}`, { contact: answer.contact })}</p>
      {answer.order_number && <p>{t('sentOrder', { number: answer.order_number })}</p>}
    </S.Box>
  );
}
