import { Skeleton } from 'shared-ui';
import { ImageBox } from './ProductImage';
import * as S from './ProductCard.styles';

/**
 * A loading card built from the real card's boxes (same image ratio, same text line heights,
 * same 44 px button), so nothing moves when the products arrive.
 */
export function CardSkeleton() {
  return (
    <S.Card as="div" aria-hidden="true" data-testid="card-skeleton">
      <ImageBox>
        <Skeleton height="100%" radius="sm" style={{ borderRadius: 0, position: 'absolute', inset: 0 }} />
      </ImageBox>
      <S.Body>
        <Skeleton width="40%" height="1.125em" radius="sm" />
        <Skeleton width="90%" height="2.4em" radius="sm" />
        <Skeleton width="60%" height="1.125em" radius="sm" />
        <Skeleton width={84} height={14} radius="sm" />
        <Skeleton width="45%" height="1.4em" radius="sm" />
        <S.Action>
          <Skeleton height={44} radius="md" />
        </S.Action>
      </S.Body>
    </S.Card>
  );
}

/** `count` skeleton cards as the list items of a grid (the homepage's rows, the listings' grid). */
export function CardSkeletonItems({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </>
  );
}
