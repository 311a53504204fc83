import type { ReactNode } from 'react';
import { Link } from 'shared-router';
// The frame's parts by their own entries: the listing skeletons show it on the first load, which
// carries none of the page entry's other parts (PriceBlock and its price texts).
import { BackLink } from 'shared-ui/back-link';
import { PageColumn } from 'shared-ui/page-column';
import { PageHeader } from 'shared-ui/page-header';
import { useT } from '../messages';
import { usePageTitle } from 'shared-ui/tab-title';

interface Props {
  /** The page heading; null while it is not known yet (the header keeps its place). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown between the back link and the heading (category navigation). */
  above?: ReactNode;
  /** A link beside the heading (the live section's 'Watch live'). */
  action?: ReactNode;
  /** The document title; defaults to the heading when that is text. */
  documentTitle?: string;
  children: ReactNode;
}

/** A catalogue listing page: a way back home, the heading, then the page's content. */
export function PageFrame({ title, subtitle, above, action, documentTitle, children }: Props) {
  const t = useT();
  const docTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);

  usePageTitle(docTitle);

  return (
    <PageColumn>
      <BackLink as={Link} to="/home">
        {t('list.backHome')}
      </BackLink>
      {above}
      <PageHeader title={title} intro={subtitle} action={action} />
      {children}
    </PageColumn>
  );
}
