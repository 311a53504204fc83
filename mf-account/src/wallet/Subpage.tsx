import type { ReactNode } from 'react';
import { Link } from 'shared-router';
import { BackLink, PageHeader } from 'shared-ui/page';
import { AccountFrame } from '../account/layout';
import { useT } from '../orders/messages';

/** A page below My account (wallet, points): the way back, its title and what it is for. */
export function AccountSubpage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <AccountFrame>
      <BackLink as={Link} to="/account">
        {t('detail.back')}
      </BackLink>
      <PageHeader title={title} intro={intro} />
      {children}
    </AccountFrame>
  );
}
