import type { ReactNode } from 'react';
import { Skeleton } from 'shared-ui';
import { useT } from '../messages';
import { GridSkeleton } from './GridSkeleton';
import { PageFrame } from './PageFrame';

/** Stands in the page heading while its text is not known yet (same line height). */
export function HeadingSkeleton() {
  return <Skeleton width={260} height="1.1em" radius="sm" />;
}

interface Props {
  /** The heading when the address already tells it; a heading-sized skeleton otherwise. */
  title?: string | null;
  subtitle?: ReactNode;
  above?: ReactNode;
  /** Between the heading and the grid (the results page's sort bar). */
  toolbar?: ReactNode;
  /** What a screen reader hears while the products load. */
  label?: string;
}

/**
 * A listing page's frame with card skeletons, as the page itself draws it while its products
 * load: shown while the page's code arrives, so nothing moves when the page takes over.
 */
export function ListingSkeleton({ title, subtitle, above, toolbar, label }: Props) {
  const t = useT();
  return (
    <PageFrame title={title ?? <HeadingSkeleton />} subtitle={subtitle} above={above}>
      {toolbar}
      <GridSkeleton label={label ?? t('list.loading')} />
    </PageFrame>
  );
}
