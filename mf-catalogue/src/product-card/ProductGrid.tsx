import type { ProductSummary } from 'shared-api';
import { ProductCard } from './ProductCard';
import { ProductGrid as List } from './ProductCard.styles';

/** Eager images for the first row or so; the rest load as the shopper scrolls. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  return (
    <List aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </List>
  );
}
