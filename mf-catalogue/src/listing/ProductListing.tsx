import type { ProductSummary } from 'shared-api';
import styled from 'styled-components';
import { EmptyState, ErrorState } from 'shared-ui';
import { retryNeedsScripts } from '../feedback/retryNeedsScripts';
import { ProductGrid } from '../product-card/ProductGrid';
import { useT } from '../messages';
import { useT as useListingT } from './texts';
import { GridSkeleton } from './GridSkeleton';
import type { Loadable } from './useLoad';

interface Props {
  state: Loadable<ProductSummary[]>;
  onRetry: () => void;
  /** The grid's accessible name (the page heading). */
  label: string;
  /** The error's text; a connection hint by default. */
  errorText?: string;
}

const ErrorBox = styled.div`
  ${retryNeedsScripts}
`;

/** A page's products: card-sized skeletons, then the grid, the spec's empty text, or a retry. */
export function ProductListing({ state, onRetry, label, errorText }: Props) {
  const t = useT();
  const tl = useListingT();
  if (state.status === 'loading') return <GridSkeleton label={t('list.loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorBox>
        <ErrorState text={errorText ?? tl('list.error')} actionLabel={tl('list.tryAgain')} onAction={onRetry} />
      </ErrorBox>
    );
  }
  if (state.value.length === 0) return <EmptyState title={tl('list.empty')} />;
  return <ProductGrid products={state.value} label={label} />;
}
