import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared-ui';
import { productImageUrl } from 'shared-api';
import { productImageSrcSet } from 'shared-api/images';
import { useT } from '../messages';
import { IMAGE_SIZES, PRODUCT_IMAGE_SIDE } from '../media/imageSizes';

const { colors } = tokens;

/** Wait before the cache-busting retry: a busy server or a flaky link often recovers by then. */
export const IMAGE_RETRY_DELAY_MS = 1500;

/** A fixed box so the grid never jumps while images arrive. */
export const ImageBox = styled.div<{ $ratio?: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio ?? '1 / 1'};
  width: 100%;
  overflow: hidden;
  background: ${colors.surfaceMuted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${colors.textSubtle};
  background: ${colors.surfaceMuted};
`;

type Stage = 'primary' | 'api' | 'waiting' | 'busted' | 'placeholder';

interface Props {
  productId: number;
  src: string;
  alt: string;
  /** The first images of a page: load at once instead of lazily. */
  eager?: boolean;
  ratio?: string;
  /** Gallery extras are other pictures: they never fall back to the main image. */
  fallbackToMain?: boolean;
  /** How wide the slot is drawn (media/imageSizes.ts): picks the width from the srcset. */
  sizes?: string;
}

/**
 * The product image of spec §3 Images: the product's URL, then the image API when that differs,
 * then one delayed cache-busting retry, then a placeholder.
 */
export function ProductImage({ productId, src, alt, eager = false, ratio, fallbackToMain = true, sizes = IMAGE_SIZES.card }: Props) {
  const t = useT();
  const apiUrl = fallbackToMain ? productImageUrl(productId) : src;
  const first: Stage = src && src !== apiUrl ? 'primary' : 'api';
  const [stage, setStage] = useState<Stage>(first);
  const [bustedUrl, setBustedUrl] = useState('');

  useEffect(() => setStage(first), [first, src]);

  useEffect(() => {
    if (stage !== 'waiting') return undefined;
    const timer = setTimeout(() => {
      setBustedUrl(`${apiUrl}${apiUrl.includes('?') ? '&' : '?'}retry=${Date.now()}`);
      setStage('busted');
    }, IMAGE_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage, apiUrl]);

  const onError = () =>
    setStage((s) => (s === 'primary' ? 'api' : s === 'api' ? 'waiting' : 'placeholder'));

  const url = stage === 'primary' ? src : stage === 'api' ? apiUrl : stage === 'busted' ? bustedUrl : null;
  // The API's images come in sizes (the retry's cache-buster travels into each); another host's as they are.
  const srcSet = url ? productImageSrcSet(url) : undefined;

  return (
    <ImageBox $ratio={ratio}>
      {url && (
        <img
          // Loading hints and candidates before src: React sets attributes in this order, and the
          // browser must know them when it picks what to fetch.
          loading={eager ? 'eager' : 'lazy'}
          // The page's first images are what the shopper came to see (the product, the first
          // row): asked for ahead of other images. Chromium otherwise starts them at low priority
          // until layout. Lower case: React 18 passes it through as is (it warns on fetchPriority).
          {...(eager ? { fetchpriority: 'high' } : {})}
          decoding="async"
          // The box's proportions before any byte arrives (CSS then sizes it): no layout shift.
          width={ratio ? undefined : PRODUCT_IMAGE_SIDE}
          height={ratio ? undefined : PRODUCT_IMAGE_SIDE}
          sizes={srcSet ? sizes : undefined}
          srcSet={srcSet}
          src={url}
          alt={alt}
          onError={onError}
        />
      )}
      {stage === 'placeholder' && (
        <Placeholder role="img" aria-label={`${alt} — ${t('card.imageMissing')}`} data-testid="image-placeholder">
          <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 17-5-5-9 8" />
          </svg>
        </Placeholder>
      )}
    </ImageBox>
  );
}
