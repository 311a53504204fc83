import type { ReactNode } from 'react';
import { ChevronLeftIcon } from 'shared-ui';
import { AccountFrame, BackLink } from '../account/layout';
import { useT } from '../orders/messages';
import * as S from './styles';

/** A page below My account (wallet, points): the way back, its title and what it is for. */
export function AccountSubpage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <AccountFrame>
      <BackLink to="/account">
        <ChevronLeftIcon size={18} />
        {t('detail.back')}
      </BackLink>
      <S.Header>
        <h1>{title}</h1>
        <p>{intro}</p>
      </S.Header>
      {children}
    </AccountFrame>
  );
}
