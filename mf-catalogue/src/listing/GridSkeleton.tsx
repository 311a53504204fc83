import { VisuallyHidden } from 'shared-ui';
import { CardSkeletonItems } from '../product-card/CardSkeleton';
import { ProductGrid } from '../product-card/ProductCard.styles';

/** Two rows of the real grid's cards, so the page keeps its shape when the products arrive. */
export function GridSkeleton({ label, cards = 8 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-busy="true" data-testid="grid-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ProductGrid>
        <CardSkeletonItems count={cards} />
      </ProductGrid>
    </div>
  );
}
