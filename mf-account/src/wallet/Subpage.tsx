import type { ReactNode } from 'react';
import { ChevronLeftIcon } from 'shared-ui';
import { PageHeader } from 'shared-ui/page';
import { AccountFrame, BackLink } from '../account/layout';
import { useT } from '../orders/messages';

/** A page below My account (wallet, points): the way back, its title and what it is for. */
export function AccountSubpage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <AccountFrame>
      <BackLink to="/account">
        <ChevronLeftIcon size={18} />
        {t('detail.back')}
      </BackLink>
      <PageHeader title={title} intro={intro} />
      {children}
    </AccountFrame>
  );
}
