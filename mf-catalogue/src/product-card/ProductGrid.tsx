import type { ProductSummary } from 'shared-api';
import { ProductCard } from './ProductCard';
import { ProductGrid as List } from './ProductCard.styles';

/** Eager images for the first row or so; the rest load as the shopper scrolls. */
const EAGER_CARDS = 4;

interface Props {
  products: ProductSummary[];
  label?: string;
  /** An id for the card at `index`, for a link to it (a category's next page: `#page-2`). */
  anchorOf?: (index: number) => string | undefined;
}

/** A listing's grid (category, search, a section's page): right under the page's h1, so each name is an h2. */
export function ProductGrid({ products, label, anchorOf }: Props) {
  return (
    <List aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} id={anchorOf?.(index)}>
          <ProductCard product={product} eager={index < EAGER_CARDS} heading="h2" />
        </li>
      ))}
    </List>
  );
}
